import { exportLoader } from "~/features/staff/admin-page.server";

/** GET /admin/export/bookings.csv (contacts.csv, waitlist.csv) and /admin/export/personal-data.json?email=… */
export const loader = exportLoader;
