import type { Locale } from "@shared/i18n/locale";
import { formatNumber } from "@/i18n/format";
import type { ListPage } from "@/lib/api-client";

/** "3", or "10,000+" when the server stopped counting at 10,000 (the number in the page's language). */
export const formatTotal = (locale: Locale, { total, totalCapped }: Pick<ListPage<unknown>, "total" | "totalCapped">) =>
  totalCapped ? `${formatNumber(locale, total)}+` : String(total);
