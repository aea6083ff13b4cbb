import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link, Route, Router, Switch, useSearch } from "wouter";
import { accountSeo } from "@shared/seo";
import { useSeo } from "@/lib/seo";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { useSignOutOwner } from "@/features/owner-claim/account/api/sign-out";
import { ClaimLanding } from "@/features/owner-claim/account/components/claim-landing";
import { OwnerSignIn } from "@/features/owner-claim/account/components/owner-sign-in";
import { StillCorrectLanding } from "@/features/freshness/account/components/still-correct-landing";
import { LanguagePicker } from "@/features/owner-account/account-language/components/language-picker";
import { ListingPage } from "./listing-page";
import { ACCOUNT_QUERY_KEY, useAccountQuery, useOwnedListings } from "./use-account";

/** Signed in: the owner's listings, each with its page of sections. */
function AccountHome() {
  const t = useT("account");
  const { data: listings, isPending, error } = useOwnedListings();
  if (isPending) return <p className="text-gray-600">{t("account.loading_listings")}</p>;
  if (error) return <p role="alert">{t("account.listings_error")}</p>;
  if (!listings.length) return <p className="text-gray-700">{t("account.no_listings")}</p>;
  return (
    <ul className="grid gap-3">
      {listings.map((l) => (
        <li key={`${l.kind}-${l.id}`} className="rounded-lg border border-gray-200 bg-white p-4">
          <Link href={`/listings/${l.kind}/${l.id}`} className="font-semibold text-blue-800 underline">
            {l.name}
          </Link>
          <span className="ml-2 text-sm text-gray-600">{t("account.kind", { kind: l.kind })}</span>
        </li>
      ))}
    </ul>
  );
}

/** Signs out: the session goes, then every cached answer of the account (the next person sees none). */
function SignOutButton() {
  const t = useT("account");
  const queryClient = useQueryClient();
  const signOut = useSignOutOwner();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => {
            queryClient.setQueryData(ACCOUNT_QUERY_KEY, null);
            queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ACCOUNT_QUERY_KEY[0] });
          },
        })
      }
    >
      {t("account.sign_out")}
    </Button>
  );
}

/** The signed-in owner's own menu, under the site's header: back to their listings, who they are, sign out. */
function OwnerBar({ email }: { email: string }) {
  const t = useT("account");
  const localized = useLocalizedHref();
  return (
    <nav aria-label={t("account.bar_label")} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3">
      {/* "~": the address from the site's root (the router's base is /account), in the page's language. */}
      <Link href={`~${localized("/account")}`} className="font-semibold text-blue-800 underline">
        {t("account.your_listings")}
      </Link>
      <span className="flex min-w-0 flex-wrap items-center gap-3">
        {/* Wraps, even inside the address: truncated (no wrapping) the whole line was the bar's narrowest
            width, and "Sesión iniciada como …" made the Spanish page 393 px wide at 375 px. */}
        <span className="min-w-0 text-sm [overflow-wrap:anywhere] text-gray-600">{t("account.signed_in_as", { email })}</span>
        <SignOutButton />
      </span>
    </nav>
  );
}

/**
 * Every /account address: the owners' area inside the site's own header and footer, as one lazily
 * loaded screen with its own nested router (base /account), never indexed. Nothing here but the
 * shell is part of the visitors' bundle.
 */
export default function AccountScreen() {
  const t = useT("account");
  useSeo(accountSeo);
  const { data: account, isPending, error, refetch: refetchAccount } = useAccountQuery();
  const search = new URLSearchParams(useSearch());
  const refetch = () => refetchAccount();
  return (
    <PageShell>
      {/* grid-cols-1 here and below: one column no wider than the screen (minmax(0, 1fr)), so a long
          "Signed in as" email is cut rather than widening the page (it did at 375 px in Spanish). */}
      <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">{t("account.title")}</h1>
        {/* A section's catalog loads when it first shows: the header and footer stay meanwhile. */}
        <Suspense fallback={<p className="text-gray-600">{t("account.loading")}</p>}>
          <Router base="/account">
            <Switch>
              {/* A claim or invite link works signed out too: opening it signs in. */}
              <Route path="/claim">
                <ClaimLanding token={search.get("token") ?? ""} onSignedIn={refetch} />
              </Route>
              {/* The 90-day reminder's "Yes, it's correct" needs no sign-in either. */}
              <Route path="/still-correct">
                <StillCorrectLanding token={search.get("token") ?? ""} />
              </Route>
              <Route>
                {isPending ? (
                  <p className="text-gray-600">{t("account.checking")}</p>
                ) : error ? (
                  <p role="alert">{t("account.check_error")}</p>
                ) : !account ? (
                  <OwnerSignIn linkError={search.has("error")} />
                ) : (
                  <div className="grid grid-cols-1 gap-6">
                    <OwnerBar email={account.email} />
                    <Switch>
                      <Route path="/listings/:kind/:id">{(params) => <ListingPage kind={params.kind} id={params.id} />}</Route>
                      <Route>
                        <AccountHome />
                        <LanguagePicker />
                      </Route>
                    </Switch>
                  </div>
                )}
              </Route>
            </Switch>
          </Router>
        </Suspense>
      </div>
    </PageShell>
  );
}
