import type { ListPage } from "@/lib/api-client";

/** "3", or "10,000+" when the server stopped counting at 10,000. */
export const formatTotal = ({ total, totalCapped }: Pick<ListPage<unknown>, "total" | "totalCapped">) =>
  totalCapped ? `${total.toLocaleString("en-US")}+` : String(total);
