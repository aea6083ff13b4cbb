import { useT } from "@/i18n/use-t";

/** Near me, nearest first (issue 28 item 2): how many listings of the filter were left out for having no address. */
export function LeftOut({ count }: { count: number | undefined }) {
  const t = useT("directory");
  if (!count) return null;
  return (
    <p className="-mt-5 mb-6 text-sm text-slate-600" data-testid="left-out">
      {t("directory.geo.left_out", { count })}
    </p>
  );
}
