import { MessagePanel } from "@/components/layout/message-page";
import { PageShell } from "@/components/layout/page-shell";
import { useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";
import { notFoundSeo } from "@shared/seo";

export default function NotFoundPage() {
  const t = useT("app");
  useSeo(notFoundSeo);
  return (
    <PageShell>
      <MessagePanel title={t("app.not_found.title")} text={t("app.not_found.text")} buttonLabel={t("app.return_home")} buttonHref="/" />
    </PageShell>
  );
}
