import { Route, Switch, useParams } from "wouter";
import { parseId } from "@shared/parse-id";
import type { ListingPath } from "../api/admin-keys";
import { EditListing, NewListing, type HistorySlot } from "./listing-editor";
import { ListingsList } from "./listings-list";

function Edit({ kind, history, stats }: { kind: ListingPath; history: HistorySlot | undefined; stats: HistorySlot | undefined }) {
  const id = parseId(useParams<{ id: string }>().id);
  return id === null ? <p role="alert">There is no such listing.</p> : <EditListing key={id} kind={kind} id={id} history={history} stats={stats} />;
}

/**
 * /admin/listings (a nested router): the professionals list at its root, the businesses list at
 * /businesses, and each kind's /new and /:id pages. `history` fills an edit page's History tab, `stats` its statistics panel.
 */
export default function ListingsScreen({ history, stats }: { history?: HistorySlot; stats?: HistorySlot }) {
  return (
    <Switch>
      <Route path="/">
        <ListingsList kind="professionals" />
      </Route>
      <Route path="/businesses">
        <ListingsList kind="businesses" />
      </Route>
      <Route path="/professionals/new">
        <NewListing kind="professionals" />
      </Route>
      <Route path="/businesses/new">
        <NewListing kind="businesses" />
      </Route>
      <Route path="/professionals/:id">
        <Edit kind="professionals" history={history} stats={stats} />
      </Route>
      <Route path="/businesses/:id">
        <Edit kind="businesses" history={history} stats={stats} />
      </Route>
    </Switch>
  );
}
