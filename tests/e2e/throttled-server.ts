import { startOwnServer } from "./own-server";

/** A post each form accepts, to use up its one stored submission. */
const accepted = {
  "/api/contact": { name: "Cap Filler", email: "cap-filler@example.com", message: "Using up this address's one message." },
  "/api/waitlist": { name: "Cap Filler", email: "cap-filler@example.com", phone: "07700 900456", service: "the-ice-sculpt", interestedInModeling: "yes" },
};

/**
 * 429 needs a limit this run can reach without throttling every other test, so these use a server of their own
 * (same build, own database) that accepts one submission per form an hour per address, out of 100 attempts.
 */
export async function startThrottledServer(name: string, formApi: "/api/contact" | "/api/waitlist") {
  const server = await startOwnServer(name, () => ({ RATE_LIMIT: "1/3600", FORM_ATTEMPT_LIMIT: "100/3600" }));
  return {
    baseURL: server.baseURL,
    /** Uses up the address's one accepted submission (later calls are refused themselves), so the next is refused. */
    exhaust: () => fetch(`${server.baseURL}${formApi}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(accepted[formApi]) }),
    stop: server.stop,
  };
}
