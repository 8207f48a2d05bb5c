/** Every link the header and footer show, defined once. */

export const primaryNav = [
  { label: "Services", to: "/services" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "About", to: "/about" },
  { label: "Blog", to: "/blog" },
  { label: "Policies", to: "/policies" },
  { label: "Contact", to: "/contact" },
] as const;

export const quickLinks = [
  { label: "About Us", to: "/about" },
  { label: "Book Appointment", to: "/book" },
  { label: "Gift Vouchers", to: "/gift-vouchers" },
  // Someone's own page: linked everywhere, kept out of the sitemap and search (noindex).
  { label: "Your Account", to: "/account", personal: true },
  { label: "Contact Us", to: "/contact" },
  { label: "Beauty Blog", to: "/blog" },
  { label: "Policies", to: "/policies" },
  { label: "Accessibility", to: "/accessibility" },
] as const;

export const legalLinks = [
  { label: "Privacy Policy", to: "/policies#privacy" },
  { label: "Terms of Service", to: "/policies#booking" },
  { label: "Cookie Policy", to: "/policies#privacy" },
] as const;


/** "Highlighted when the current path starts with its link" (spec section 2), on whole path segments. */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
