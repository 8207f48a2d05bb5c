export { contactsTab, waitlistFunnelTab, waitlistTab } from "./inquiries-page.server";
