import { MessagePanel } from "@/components/layout/message-page";
import { PageShell } from "@/components/layout/page-shell";
import { useSeo } from "@/lib/seo";
import { notFoundSeo } from "@shared/seo";

export default function NotFoundPage() {
  useSeo(notFoundSeo);
  return (
    <PageShell>
      <MessagePanel title="404 - Page Not Found" text="The page you're looking for doesn't exist or has been moved." buttonLabel="Return Home" buttonHref="/" />
    </PageShell>
  );
}
