import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service-detail.tsx"),
  route("about", "routes/about.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("blog", "routes/blog/blog.tsx"),
  route("blog/:slug", "routes/blog/blog-post.tsx"),
  route("contact", "routes/inquiries/contact.tsx"),
  route("fat-freezing-waitlist", "routes/inquiries/fat-freezing-waitlist.tsx"),
  // Four pages, one layout: the path picks the service (app/waitlist-pages.ts).
  route("ice-sculpt-waitlist", "routes/inquiries/waitlist.tsx", { id: "ice-sculpt-waitlist" }),
  route("inch-away-waitlist", "routes/inquiries/waitlist.tsx", { id: "inch-away-waitlist" }),
  route("smooth-sculpt-waitlist", "routes/inquiries/waitlist.tsx", { id: "smooth-sculpt-waitlist" }),
  route("glow-lift-waitlist", "routes/inquiries/waitlist.tsx", { id: "glow-lift-waitlist" }),
  route("book", "routes/booking/book.tsx"),
  // Freed times for waiting clients (docs/decisions/0064): ask, see or withdraw, and an offer's link.
  route("book/tell-me", "routes/booking/book-tell-me.tsx"),
  route("book/tell-me/:token", "routes/booking/book-tell-me-request.tsx"),
  route("book/offer/:token", "routes/booking/book-offer.tsx"),
  route("checkout", "routes/booking/checkout.tsx"),
  // What /checkout's island calls: its own routes, with the API's use cases and answers (issue 35).
  route("checkout/:id/voucher", "routes/booking/checkout-voucher.ts"),
  route("checkout/:id/voucher/remove", "routes/booking/checkout-voucher-remove.ts"),
  route("checkout/:id/voucher/confirm", "routes/booking/checkout-voucher-confirm.ts"),
  route("checkout/:id/extend-hold", "routes/booking/checkout-extend-hold.ts"),
  route("booking-confirmed", "routes/booking/booking-confirmed.tsx"),
  route("book-appointment", "routes/booking/book-appointment.tsx"),
  // The client's manage link; the calendar file is served only through it (docs/decisions/0012).
  route("bookings/manage/:token", "routes/booking/manage-booking.tsx"),
  route("bookings/manage/:token/appointment.ics", "routes/booking/manage-calendar.ts"),
  route("bookings/manage/:token/consultation", "routes/booking/manage-consultation.tsx"),
  // A waitlist email's unsubscribe link: GET asks, POST (the button, or a mail app's one click) does it (0015).
  route("unsubscribe/:token", "routes/inquiries/unsubscribe.tsx"),
  // A review request's rating page and its unsubscribe link (issue 24, docs/decisions/0065).
  route("review/:token", "routes/reviews/review.tsx"),
  route("review/:token/unsubscribe", "routes/reviews/review-unsubscribe.tsx"),
  // Clients' accounts: a sign-in link by email, no passwords (docs/decisions/0023).
  route("account", "routes/account/account.tsx"),
  route("account/sign-in", "routes/account/sign-in.tsx"),
  route("account/sign-in/:token", "routes/account/sign-in-link.tsx"),
  // Gift vouchers bought online; a voucher's page and its printable form are opened by its token (docs/decisions/0025).
  route("gift-vouchers", "routes/vouchers/gift-vouchers.tsx"),
  route("gift-vouchers/:token", "routes/vouchers/gift-voucher.tsx"),
  route("gift-vouchers/:token/print", "routes/vouchers/gift-voucher-print.tsx"),
  // The Dreams Club's join page of each tier (issue 13, docs/decisions/0028).
  route("dreams-club/join/:tier", "routes/memberships/dreams-club-join.tsx"),
  route("dreams-club/join", "routes/memberships/dreams-club-join-start.ts"),
  // The demo provider's card form (no Stripe keys), for /checkout and the join page alike.
  route("payments/demo/:step", "routes/payments/demo-card.ts"),
  route("policies", "routes/policies.tsx"),
  // The model cancellation form (Consumer Contracts Regulations 2013, Schedule 3 Part B; docs/decisions/0035).
  route("cancellation-form", "routes/cancellation-form.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("guides/:guide", "routes/guide.ts"),
  route("admin/login", "routes/staff/admin-login.tsx"),
  // A new member's one-time link to choose her password (docs/decisions/0055).
  route("admin/invite/:token", "routes/staff/admin-invite.tsx"),
  // A member's own password reset by an emailed one-time link (docs/decisions/0067).
  route("admin/password-reset", "routes/staff/passwords/admin-password-reset.tsx"),
  route("admin/password-reset/:token", "routes/staff/passwords/admin-password-reset-token.tsx"),
  route("admin", "routes/staff/admin.tsx"),
  // The dashboard's data and changes, called by its fetchers (features/staff/admin-page.server.ts).
  route("admin/bookings", "routes/staff/bookings/admin-new-booking.ts"),
  route("admin/bookings/:id/status", "routes/staff/bookings/admin-booking-status.ts"),
  route("admin/bookings/:id/history", "routes/staff/bookings/admin-booking-history.ts"),
  route("admin/bookings/:id/patch-test-result", "routes/staff/bookings/admin-patch-test-result.ts"),
  route("admin/bookings/:id/consultation", "routes/staff/bookings/admin-booking-consultation.ts"),
  route("admin/bookings/:id/:change", "routes/staff/bookings/admin-booking-change.ts"),
  route("admin/free-times", "routes/staff/bookings/admin-free-times.ts"),
  route("admin/posts/:id?", "routes/staff/admin-post.ts"),
  route("admin/posts/:id/publish", "routes/staff/admin-post-publish.ts"),
  route("admin/outbox/:id/resend", "routes/staff/admin-resend.ts"),
  route("admin/privacy", "routes/staff/admin-privacy.ts"),
  route("admin/schedule", "routes/staff/admin-schedule.ts"),
  route("admin/services/:slug", "routes/staff/admin-service.ts"),
  route("admin/services/:slug/history", "routes/staff/admin-service-history.ts"),
  route("admin/studio-facts", "routes/staff/admin-studio-facts.ts"),
  route("admin/vouchers", "routes/staff/vouchers/admin-vouchers.ts"),
  route("admin/vouchers/lookup", "routes/staff/vouchers/admin-voucher-lookup.ts"),
  route("admin/vouchers/:id/void", "routes/staff/vouchers/admin-voucher-void.ts"),
  route("admin/vouchers/:id/cancel", "routes/staff/vouchers/admin-voucher-cancel.ts"),
  route("admin/members/:id/cancel", "routes/staff/members/admin-member-cancel.ts"),
  route("admin/export/:file", "routes/staff/admin-export.ts"),
  route("admin/calendar-feed", "routes/staff/team/admin-calendar-feed.ts"),
  // A client's record (issue 23, docs/decisions/0057).
  route("admin/clients/:id", "routes/staff/admin-client.tsx"),
  // The text outbox (issue 24, docs/decisions/0063).
  route("admin/texts", "routes/staff/texts/admin-texts.tsx"),
  // Clients' ratings and the quotes on /testimonials (docs/decisions/0065).
  route("admin/reviews", "routes/staff/reviews/admin-reviews.tsx"),
  // The freed-time line per service (docs/decisions/0064).
  route("admin/waitlist-times", "routes/staff/waitlist/admin-waitlist-times.tsx"),
  route("admin/team/members/:id?", "routes/staff/team/admin-team-member.ts"),
  route("admin/team/members/:id/hours", "routes/staff/team/admin-team-hours.ts"),
  route("admin/team/members/:id/invitation", "routes/staff/team/admin-team-invitation.ts"),
  route("admin/team/members/:id/photo", "routes/staff/team/admin-team-photo.tsx"),
  route("admin/team/resources/:id?", "routes/staff/team/admin-team-resource.ts"),
  route("admin/logout", "routes/staff/admin-logout.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Every other path: a real 404 status with the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
