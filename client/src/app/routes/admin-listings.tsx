import { EntityHistory } from "@/features/audit-log/admin/components/entity-history";
import ListingsScreen from "@/features/directory/admin-listings/components/listings-screen";
import { AdminStatsPanel } from "@/features/listing-stats/admin/components/admin-stats-panel";
import { PhotosSection } from "@/features/media/account/components/photos-section";

/** The audit log's entity type of each listing kind (server: admin-listing-routes.ts). */
const entityType = { professionals: "professional", businesses: "business" } as const;

/**
 * /admin/listings: the listings feature's screens, with the audit feature's history in each edit page's
 * History tab, the statistics' 30-day totals above it, and the owners' Photos section on the back
 * office's photo routes (issue 28 item 3: one upload component and one server pipeline for both).
 */
export default function AdminListingsScreen() {
  return (
    <ListingsScreen
      history={(kind, id) => <EntityHistory entityType={entityType[kind]} entityId={id} />}
      stats={(kind, id) => <AdminStatsPanel kind={kind} id={id} />}
      photos={(kind, id) => <PhotosSection listing={{ kind: entityType[kind], id, staff: true }} />}
    />
  );
}
