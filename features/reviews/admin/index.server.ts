/** Staff's page of clients' ratings (/admin/reviews): read them, approve a quote. */
export { reviewsPageAction, reviewsPageLoader } from "./reviews-page.server";
