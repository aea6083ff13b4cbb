import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { FixedIssueScreen } from "@/features/magazine/components/fixed-issue-screen";
import { IssueNotFound } from "@/features/magazine/components/issue-not-found";
import { IssueScreen } from "@/features/magazine/components/issue-screen";
import { findIssue } from "@/features/magazine/content/catalog";
import { useSeo } from "@/lib/seo";
import { issueSeo } from "@shared/seo";

export default function IssuePage() {
  const { year = "", month = "" } = useParams<{ year: string; month: string }>();
  const issue = findIssue(year, month);
  useSeo(issueSeo, issue);
  return <PageShell>{!issue ? <IssueNotFound /> : issue.fixed ? <FixedIssueScreen issue={issue} /> : <IssueScreen issue={issue} />}</PageShell>;
}
