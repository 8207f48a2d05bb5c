import type { ReactNode } from "react";

/**
 * Back to an empty form: a plain link to the page itself, so it works without JavaScript. With the script, the
 * fresh form is fetched into place and focus goes to its first field (app/enhance/public-forms.ts).
 */
export function BackToFormLink({ href, children, className }: { href: string; children: ReactNode; className: string }) {
  return (
    <a href={href} data-back-to-form className={className}>
      {children}
    </a>
  );
}
