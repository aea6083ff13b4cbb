import type { IssueSummary } from "@shared/content";
import { FallbackImage } from "@/components/ui/fallback-image";
import { cn } from "@/lib/cn";
import { MAGAZINE_IMAGE, PLACEHOLDER_IMAGE } from "@shared/article-images";

const COVER_ART = "/images/magazine/cover.svg";
/** On the issue page the cover is the largest image, at the top: it loads at once and first. */
const FIRST_IMAGE = { loading: "eager", fetchPriority: "high" } as const;

/**
 * The issue's cover. The archive has no cover photos (sources are empty), so a
 * drawn cover carries the month and the featured person as printed text.
 */
export function IssueCover({
  issue,
  className,
  size = "md",
  priority = false,
}: {
  issue: IssueSummary;
  className?: string;
  size?: "sm" | "md";
  priority?: boolean;
}) {
  const drawn = !issue.cover.src;
  return (
    <div className={cn("relative aspect-[3/4] overflow-hidden rounded-md bg-brand-900 shadow-md", className)}>
      <FallbackImage
        {...MAGAZINE_IMAGE}
        {...(priority && FIRST_IMAGE)}
        sources={[issue.cover.src, COVER_ART, PLACEHOLDER_IMAGE]}
        alt={issue.cover.alt}
        className="h-full w-full object-cover"
      />
      {drawn && (
        // The image's alt text already says all of this to assistive technology.
        <div aria-hidden="true" className="absolute inset-0 flex flex-col justify-between text-center">
          {size === "sm" ? (
            // Beside a small cover the card already prints the issue and the person.
            <p className="whitespace-nowrap pt-1 font-serif text-[0.6rem] font-black uppercase text-brand-900">SA Business</p>
          ) : (
            <>
              <p className="whitespace-nowrap pt-3 font-serif text-sm font-black uppercase text-brand-900">San Antonio Business</p>
              <div className="bg-brand-900/80 px-2 py-2 text-sm text-white">
                <p className="font-semibold">{issue.label}</p>
                <p className="truncate">{issue.featuredPerson}</p>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
