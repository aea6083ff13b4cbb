import AccountScreen from "../account/account-screen";

/** /account and everything under it: the owners' area, one lazy screen that routes its own pages (app/account). */
export default function AccountPage() {
  return <AccountScreen />;
}
