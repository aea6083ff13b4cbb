import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";
import { LanguageSwitch } from "./language-switch";
import { headerLinks, type NavLink } from "./nav-links";

function isCurrent(location: string, label: NavLink["label"], href: string): boolean {
  if (label === "layout.nav.home") return location === "/";
  if (href.startsWith("/#") || label === "layout.nav.professionals") return false;
  return location === href || location.startsWith(`${href}/`);
}

export function Header() {
  const t = useT("layout");
  const localized = useLocalizedHref();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // The phone menu closes on Escape and on a click outside it, and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const close = () => {
      setOpen(false);
      menuButton.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onPointer = (e: PointerEvent) => !nav.current?.contains(e.target as Node) && close();
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  const linkClass = (current: boolean) =>
    cn("block rounded px-3 py-2 text-sm font-medium hover:bg-brand-800 hover:text-white", current ? "bg-brand-800 text-white" : "text-brand-50");

  const links = headerLinks.map((link) => {
    const current = isCurrent(location, link.label, link.href);
    return (
      <li key={link.label}>
        {link.href.includes("#") ? (
          <a href={localized(link.href)} className={linkClass(current)} onClick={() => setOpen(false)}>
            {t(link.label)}
          </a>
        ) : (
          <Link href={link.href} className={linkClass(current)} aria-current={current ? "page" : undefined} onClick={() => setOpen(false)}>
            {t(link.label)}
          </Link>
        )}
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-40 bg-brand-900 text-white shadow">
      <nav ref={nav} aria-label={t("layout.nav_label")} className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 rounded font-bold" aria-label={t("layout.home_link")}>
          <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="text-lg leading-tight">{t("layout.brand")}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="rounded border border-brand-100/40 px-3 py-2 text-sm xl:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("layout.close_menu") : t("layout.menu")}
        </button>
        <ul id="main-menu" className={cn("w-full flex-col gap-1 xl:flex xl:w-auto xl:flex-row xl:items-center", open ? "flex" : "hidden")}>
          {links}
          <li>
            <Link
              href="/checkout"
              aria-current={location === "/checkout" ? "page" : undefined}
              className="mt-1 block rounded-md bg-gold-400 px-4 py-2 text-sm font-bold text-slate-900 hover:bg-gold-500 xl:ml-2 xl:mt-0"
              onClick={() => setOpen(false)}
            >
              {t("layout.nav.checkout")}
            </Link>
          </li>
          <li>
            <LanguageSwitch className="mt-1 xl:ml-2 xl:mt-0" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
