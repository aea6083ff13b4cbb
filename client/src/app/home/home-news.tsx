import { featuredMen, moverProfileKeys } from "@/features/contact/lib/men-on-the-move";
import { NewsSection } from "@/features/directory/components/news-section";
import { useListingCards } from "@/features/magazine/api/get-listing-cards";
import { MEN_ON_THE_MOVE_PROFILES, profileHref } from "@shared/magazine-links";
// Generated at build time: a few headline strings, none of the magazine code.
import { latestHeadlines } from "virtual:magazine-headlines";

/** The home page's News section (below the fold): a chunk of its own, so the first render's JavaScript stays within budget. */
export default function HomeNews() {
  const profiles = useListingCards(MEN_ON_THE_MOVE_PROFILES);
  const moverHeadlines = featuredMen.map((m) => ({
    name: m.name,
    role: m.role,
    when: m.when,
    href: `/men-on-the-move#${m.anchor}`,
    profileHref: profileHref(profiles.data, moverProfileKeys[m.name]),
  }));
  return <NewsSection headlines={latestHeadlines} movers={moverHeadlines} />;
}
