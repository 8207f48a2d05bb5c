import { z } from "zod";

/**
 * The one way this codebase imports Zod. Zod compiles object parsers with `new Function` when it may; the site's
 * Content-Security-Policy forbids eval, and even Zod's probe for it is reported as a CSP violation in the browser
 * (Lighthouse best practices). Interpreted parsing is ample for forms of a few fields.
 */
z.config({ jitless: true });

export { z };
