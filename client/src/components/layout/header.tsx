import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { headerLinks } from "./nav-links";

function isCurrent(location: string, label: string, href: string): boolean {
  if (label === "Home") return location === "/";
  if (href.startsWith("/#") || label === "Professionals") return false;
  return location === href || location.startsWith(`${href}/`);
}

export function Header() {
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
          <a href={link.href} className={linkClass(current)} onClick={() => setOpen(false)}>
            {link.label}
          </a>
        ) : (
          <Link href={link.href} className={linkClass(current)} aria-current={current ? "page" : undefined} onClick={() => setOpen(false)}>
            {link.label}
          </Link>
        )}
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-40 bg-brand-900 text-white shadow">
      <nav ref={nav} aria-label="Main" className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 rounded font-bold" aria-label="San Antonio Business Directory home">
          <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
          <span className="text-lg leading-tight">Business Directory</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="rounded border border-brand-100/40 px-3 py-2 text-sm xl:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close menu" : "Menu"}
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
              Checkout
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
