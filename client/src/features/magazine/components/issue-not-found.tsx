import { MessagePanel } from "@/components/layout/message-page";

/** What an issue path that is not in the archive shows: a not-found message, not an empty issue. */
export function IssueNotFound() {
  return (
    <MessagePanel
      title="Issue Not Found"
      text="That issue is not in the magazine archive. Browse all issues from 2011 to 2013 instead."
      buttonLabel="Back to Archive"
      buttonHref="/archive"
    />
  );
}
