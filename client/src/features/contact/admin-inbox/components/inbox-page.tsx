import { Route, Switch } from "wouter";
import { InboxList } from "./inbox-list";
import { InquiryDetail } from "./inquiry-detail";

/** /admin/inbox, a nested router (base /admin/inbox): the list, and one message at /:id. */
export default function InboxPage() {
  return (
    <Switch>
      <Route path="/" component={InboxList} />
      <Route path="/:id">{(params) => <InquiryDetail idText={params.id} />}</Route>
    </Switch>
  );
}
