import type { IssueSummary } from "@shared/content";
import { FallbackImage } from "@/components/ui/fallback-image";
import { cn } from "@/lib/cn";
import { useArticleLang } from "./english-only";

/** The covers are 3:4 (server/content/cover-art.ts draws them 600 × 800); lazy unless `priority`. */
const COVER_IMAGE = { width: 600, height: 800, loading: "lazy", decoding: "async" } as const;
/** On the issue page the cover is the largest image, at the top: it loads at once and first. */
const FIRST_IMAGE = { loading: "eager", fetchPriority: "high" } as const;

/**
 * The issue's cover: its own picture, or the typographic cover the build draws for it (masthead,
 * months, featured person, cover lines); the alt text carries every word printed on it.
 */
export function IssueCover({ issue, className, priority = false }: { issue: IssueSummary; className?: string; priority?: boolean }) {
  // The cover's words are English (as printed): marked so on a Spanish page.
  const lang = useArticleLang();
  return (
    <div className={cn("relative aspect-[3/4] overflow-hidden rounded-md bg-slate-200 shadow-md", className)}>
      <FallbackImage
        lang={lang}
        {...COVER_IMAGE}
        {...(priority && FIRST_IMAGE)}
        sources={[issue.cover.src]}
        alt={issue.cover.alt}
        className="h-full w-full object-cover"
      />
    </div>
  );
}
