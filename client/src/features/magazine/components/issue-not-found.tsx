import { MessagePanel } from "@/components/layout/message-page";
import { useT } from "@/i18n/use-t";

/** What an issue path that is not in the archive shows: a not-found message, not an empty issue. */
export function IssueNotFound() {
  const t = useT("magazine");
  return (
    <MessagePanel
      title={t("magazine.issue.not_found")}
      text={t("magazine.issue.not_found_text")}
      buttonLabel={t("magazine.issue.back_plain")}
      buttonHref="/archive"
    />
  );
}
