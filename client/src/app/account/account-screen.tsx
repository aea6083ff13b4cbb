import { Link, Route, Router, Switch } from "wouter";
import { accountSeo } from "@shared/seo";
import { useSeo } from "@/lib/seo";
import { ListingPage } from "./listing-page";
import { useAccountQuery, useOwnedListings } from "./use-account";

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

function SignedOut() {
  return (
    <div className="grid gap-3">
      <h2 className="text-xl font-semibold">Sign in to manage your listing</h2>
      <p className="text-gray-700">Open your page in the directory and choose “Claim this listing”: we email you a sign-in link.</p>
    </div>
  );
}

/**
 * Every /account address: the owners' area as one lazily loaded screen with its own nested router
 * (base /account), never indexed. Nothing here is part of the visitors' bundle.
 */
export default function AccountScreen() {
  useSeo(accountSeo());
  const { data: account, isPending, error } = useAccountQuery();
  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Your listing</h1>
      {isPending ? (
        <p className="text-gray-600">Checking your sign-in…</p>
      ) : error ? (
        <p role="alert">Could not check your sign-in. Please try again.</p>
      ) : !account ? (
        <SignedOut />
      ) : (
        <Router base="/account">
          <p className="text-sm text-gray-600">Signed in as {account.email}</p>
          <Switch>
            <Route path="/listings/:kind/:id">{(params) => <ListingPage kind={params.kind} id={params.id} />}</Route>
            <Route>
              <AccountHome />
            </Route>
          </Switch>
        </Router>
      )}
    </main>
  );
}
