import { Route, Switch, useParams } from "wouter";
import { parseId } from "@shared/parse-id";
import type { ListingPath } from "../api/admin-keys";
import { EditListing, NewListing, type EditSlots } from "./listing-editor";
import { ListingsList } from "./listings-list";

function Edit({ kind, slots }: { kind: ListingPath; slots: EditSlots }) {
  const id = parseId(useParams<{ id: string }>().id);
  return id === null ? <p role="alert">There is no such listing.</p> : <EditListing key={id} kind={kind} id={id} {...slots} />;
}

/**
 * /admin/listings (a nested router): the professionals list at its root, the businesses list at
 * /businesses, and each kind's /new and /:id pages. `history` fills an edit page's History tab, `stats` its
 * statistics panel, `photos` its photos and logos.
 */
export default function ListingsScreen(slots: EditSlots) {
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
        <Edit kind="professionals" slots={slots} />
      </Route>
      <Route path="/businesses/:id">
        <Edit kind="businesses" slots={slots} />
      </Route>
    </Switch>
  );
}
