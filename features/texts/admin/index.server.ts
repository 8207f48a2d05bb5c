/** The desk's page of texts (/admin/texts). */
export { textsPageLoader } from "./texts-page.server";
