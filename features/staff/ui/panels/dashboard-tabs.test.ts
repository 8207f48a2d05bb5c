import { describe, expect, it } from "vitest";
import { dashboardTabs, mayShowTab, tabFor } from "~/features/staff/dashboard-url";

describe("the dashboard's tabs follow the role", () => {
  const shown = (role: "owner" | "reception" | "practitioner") => dashboardTabs.filter((tab) => mayShowTab(role, tab));

  it("a practitioner sees her diary and her clients, and asking for Bookings (the default) shows her diary", () => {
    expect(shown("practitioner")).toEqual(["calendar", "clients"]);
    expect(tabFor("practitioner", "bookings")).toBe("calendar");
    expect(tabFor("practitioner", "privacy")).toBe("calendar");
  });

  it("reception sees the desk's tabs but not the owner's (services, schedule, blog, privacy and exports)", () => {
    expect(shown("reception")).toEqual(["bookings", "contacts", "calendar", "clients", "waitlist", "vouchers", "members", "mail"]);
    expect(tabFor("reception", "services")).toBe("bookings");
    expect(tabFor("reception", "mail")).toBe("mail");
  });

  it("the owner sees every tab", () => {
    expect(shown("owner")).toEqual([...dashboardTabs]);
  });
});
