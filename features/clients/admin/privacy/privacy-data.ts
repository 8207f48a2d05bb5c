/**
 * What the Privacy & exports tab's panel asks of its look-up and its erasure (privacy-page.server.ts), which
 * register themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by privacy-page.server.ts
export interface PrivacyAdminServer {}
