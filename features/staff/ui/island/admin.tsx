import { mountIsland } from "~/ui/mount-island";
import { preloadShownTab } from "../dashboard";
import { DashboardIsland } from "./dashboard-island";
import { DASHBOARD_ISLAND } from "~/ui/admin/dashboard-page";

// The shown tab's chunk comes before the page hydrates, so it hydrates whole, in one pass (decision 0060): a search
// typed into the Bookings tab as the page loads is not lost to a panel that hydrates later, and the diary's grid
// answers clicks with the rest.
await preloadShownTab();
mountIsland(DASHBOARD_ISLAND, DashboardIsland);
