import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardAnswer } from "~/features/staff-session/index.server";
import { namedUseCase, serves, useCasesOf } from "~/lib/use-case";
import { fromIslandJson } from "~/ui/island";

/** The dashboard's routes answer what the island's fetcher reads (docs/decisions/0066). */
describe("dashboardAnswer", () => {
  const args = {} as never;

  it("answers a refusal with data()'s status and headers, and the body as JSON that keeps Dates", async () => {
    const handler = async () => data({ ok: false as const, code: "slot-taken", at: new Date("2026-05-01T09:00:00.000Z") }, { status: 409, headers: { "Retry-After": "5" } });
    const response = await dashboardAnswer(handler)(args);
    expect(response.status).toBe(409);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = fromIslandJson<{ ok: false; code: string; at: Date }>(await response.text());
    expect(body).toEqual({ ok: false, code: "slot-taken", at: new Date("2026-05-01T09:00:00.000Z") });
  });

  it("answers a plain object with 200, and passes a Response (a redirect) as it is", async () => {
    const plain = await dashboardAnswer(async () => ({ ok: true as const, id: "b1" }))(args);
    expect(plain.status).toBe(200);
    expect(fromIslandJson(await plain.text())).toEqual({ ok: true, id: "b1" });
    const redirect = new Response(null, { status: 302, headers: { Location: "/admin/login" } });
    expect(await dashboardAnswer(async () => redirect)(args)).toBe(redirect);
  });

  it("answers a refusal thrown as data() (a role that may not) like one returned, and lets a thrown redirect through", async () => {
    const forbidden = await dashboardAnswer(async () => {
      throw data({ ok: false as const, code: "forbidden", message: "Your role does not allow this." }, { status: 403 });
    })(args);
    expect(forbidden.status).toBe(403);
    expect(fromIslandJson(await forbidden.text())).toEqual({ ok: false, code: "forbidden", message: "Your role does not allow this." });
    const redirect = new Response(null, { status: 302, headers: { Location: "/admin/login" } });
    await expect(
      dashboardAnswer(async () => {
        throw redirect;
      })(args),
    ).rejects.toBe(redirect);
  });

  it("keeps the use cases the handler serves, for the walk of every route that changes data", () => {
    const handler = serves([namedUseCase("test-change", async () => undefined)], async () => ({ ok: true as const }));
    expect(useCasesOf(dashboardAnswer(handler))).toEqual(["test-change"]);
  });
});
