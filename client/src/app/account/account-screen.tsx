import { useQueryClient } from "@tanstack/react-query";
import { Link, Route, Router, Switch, useSearch } from "wouter";
import { accountSeo } from "@shared/seo";
import { useSeo } from "@/lib/seo";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { useSignOutOwner } from "@/features/owner-claim/api/sign-out";
import { ClaimLanding } from "@/features/owner-claim/components/claim-landing";
import { OwnerSignIn } from "@/features/owner-claim/components/owner-sign-in";
import { StillCorrectLanding } from "@/features/owner-freshness/components/still-correct-landing";
import { LanguagePicker } from "@/features/owner-language/components/language-picker";
import { ListingPage } from "./listing-page";
import { ACCOUNT_QUERY_KEY, useAccountQuery, useOwnedListings } from "./use-account";

/** Signed in: the owner's listings, each with its page of sections. */
function AccountHome() {
  const { data: listings, isPending, error } = useOwnedListings();
  if (isPending) return <p className="text-gray-600">Loading your listings…</p>;
  if (error) return <p role="alert">Could not load your listings. Please try again.</p>;
  if (!listings.length) return <p className="text-gray-700">You do not own a listing yet. Open your page in the directory and choose “Claim this listing”.</p>;
  return (
    <ul className="grid gap-3">
      {listings.map((l) => (
        <li key={`${l.kind}-${l.id}`} className="rounded-lg border border-gray-200 bg-white p-4">
          <Link href={`/listings/${l.kind}/${l.id}`} className="font-semibold text-blue-800 underline">
            {l.name}
          </Link>
          <span className="ml-2 text-sm text-gray-600">{l.kind === "professional" ? "Professional" : "Business"}</span>
        </li>
      ))}
    </ul>
  );
}

/** Signs out: the session goes, then every cached answer of the account (the next person sees none). */
function SignOutButton() {
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
      Sign out
    </Button>
  );
}

/** The signed-in owner's own menu, under the site's header: back to their listings, who they are, sign out. */
function OwnerBar({ email }: { email: string }) {
  return (
    <nav aria-label="Your account" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-4 py-3">
      <Link href="~/account" className="font-semibold text-blue-800 underline">
        Your listings
      </Link>
      <span className="flex min-w-0 flex-wrap items-center gap-3">
        <span className="min-w-0 truncate text-sm text-gray-600">Signed in as {email}</span>
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
  useSeo(accountSeo);
  const { data: account, isPending, error, refetch: refetchAccount } = useAccountQuery();
  const search = new URLSearchParams(useSearch());
  const refetch = () => refetchAccount();
  return (
    <PageShell>
      <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Your listing</h1>
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
                <p className="text-gray-600">Checking your sign-in…</p>
              ) : error ? (
                <p role="alert">Could not check your sign-in. Please try again.</p>
              ) : !account ? (
                <OwnerSignIn linkError={search.has("error")} />
              ) : (
                <div className="grid gap-6">
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
      </div>
    </PageShell>
  );
}
