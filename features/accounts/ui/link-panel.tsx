import { KeyRound } from "lucide-react";
import { Panel } from "./sign-in-panel";

/**
 * A sign-in link opened from an email. Opening it changes nothing (mail scanners open links too); the button
 * signs in, once.
 */
export function LinkPanel() {
  return (
    <Panel>
      <KeyRound aria-hidden="true" size={32} className="text-plum-700" />
      <h1 id="account-title" className="mt-3 text-3xl font-semibold">
        Sign in to your account
      </h1>
      <p className="mt-3 text-muted">This link is yours alone and works once. Press the button to sign in on this device.</p>
      <form method="post" className="mt-6">
        <button type="submit" className="btn-primary w-full sm:w-auto">
          Sign in
        </button>
      </form>
    </Panel>
  );
}
