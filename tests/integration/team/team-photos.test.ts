import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { PHOTO_MAX_BYTES } from "~/features/team";
import { builtServer } from "../../support/built-server";
import { testImages } from "../../support/images";

/**
 * Her photo on /book (issue 34 item 8, DESIGN 10, docs/decisions/0075), against the built server: the owner uploads
 * one through the API (the bytes) or the Team tab's plain form (multipart), JPEG, PNG or WebP by content; too large is
 * 413, anything else 400, and a refusal stores nothing; the team API and /book give its address, served with the
 * bytes, their type and a year's cache; removing it puts her initial back; each change is audited.
 */
const PASSWORD = "lavender mews teapot";
let maya: string;
let priya: string;
const server = builtServer({ LOG_LEVEL: "error" }, async (database) => {
  for (const role of ["owner", "practitioner"] as const) {
    const user = await createStaffUser(database.db, `photos-${role}`, PASSWORD);
    await database.sql`update staff_members set role = ${role} where user_id = ${user.id}`;
  }
  [maya, priya] = (await database.sql<{ id: string }[]>`select id from staff_members where name in ('Maya Lewis', 'Priya Shah') order by position`).map((row) => row.id) as [string, string];
  // Priya does Cloud Wax too, so /book asks who she would like for it (a choice of one is not asked).
  await database.sql`insert into staff_services (staff_member_id, service_slug) values (${priya}, 'cloud-wax')`;
});
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const role of ["owner", "practitioner"]) {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: `photos-${role}`, password: PASSWORD }) });
    cookies[role] = login.headers.get("set-cookie")!.split(";")[0]!;
  }
}, 120_000);

const putPhoto = (id: string, bytes: Uint8Array, { role = "owner", type = "application/octet-stream" } = {}) =>
  fetch(`${server.baseUrl}/api/staff-members/${id}/photo`, { method: "PUT", headers: { cookie: cookies[role]!, "content-type": type, origin: server.baseUrl }, body: new Uint8Array(bytes) });
const postForm = (id: string, form: FormData) =>
  fetch(`${server.baseUrl}/admin/team/members/${id}/photo`, { method: "POST", redirect: "manual", headers: { cookie: cookies.owner!, origin: server.baseUrl, accept: "text/html" }, body: form });
const fileForm = (bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.set("photo", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};
const stored = async () => ({
  photos: (await server.database.sql<{ n: number }[]>`select count(*)::int as n from staff_photos`)[0]!.n,
  addresses: (await server.database.sql<{ photo: string | null }[]>`select photo from staff_members where id in (${maya}, ${priya}) order by position`).map((row) => row.photo),
});
const teamPhoto = async (id: string) => ((await (await fetch(`${server.baseUrl}/api/team`)).json()) as { id: string; photo: string | null }[]).find((member) => member.id === id)!.photo;
const audit = async (id: string) => (await server.database.sql<{ change: string }[]>`select change from team_changes where subject_id = ${id} and change like 'photo-%' order by created_at`).map((row) => row.change);

describe("refused photos", () => {
  it("stores nothing for a file that is no JPEG, PNG or WebP, whatever its name or claimed type: 400 with the field", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n");
    const api = await putPhoto(maya, pdf, { type: "image/jpeg" });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.photo).toEqual(["Choose a JPEG, PNG or WebP photo: this file is none of them."]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const page = await postForm(maya, fileForm(svg, "maya.jpg", "image/jpeg"));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("The photo was not saved");
    expect(html).toContain("this file is none of them");
    expect(html).toContain('href="/admin?tab=team"');
    expect(await stored()).toEqual({ photos: 0, addresses: [null, null] });
  });

  it("answers 413 past the size limit, by the API and by the form, and stores nothing", async () => {
    const huge = Buffer.concat([testImages.jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]);
    expect((await putPhoto(maya, huge)).status).toBe(413);
    expect((await postForm(maya, fileForm(huge, "maya.jpg", "image/jpeg"))).status).toBe(413);
    // Just past the limit, inside the form's room for its own fields: the action's own check.
    const justOver = Buffer.concat([testImages.jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - testImages.jpeg.length)]);
    const page = await postForm(maya, fileForm(justOver, "maya.jpg", "image/jpeg"));
    expect(page.status).toBe(413);
    expect(await page.text()).toContain("1 MB or less");
    expect(await stored()).toEqual({ photos: 0, addresses: [null, null] });
  });

  it("gives a practitioner 403, an unknown member 404 and no file 400, storing nothing", async () => {
    expect((await putPhoto(maya, testImages.png, { role: "practitioner" })).status).toBe(403);
    expect((await putPhoto("00000000-0000-4000-8000-000000000000", testImages.png)).status).toBe(404);
    expect((await putPhoto(maya, new Uint8Array())).status).toBe(400);
    expect((await postForm(maya, new FormData())).status).toBe(400);
    expect(await stored()).toEqual({ photos: 0, addresses: [null, null] });
  });
});

describe("a photo", () => {
  it("uploaded by the API is her address in the team APIs, served with its bytes, its type and a year's cache", async () => {
    const answer = await putPhoto(maya, testImages.webp, { type: "image/jpeg" });
    expect(answer.status).toBe(200);
    const { photo } = (await answer.json()) as { photo: string };
    expect(photo).toMatch(new RegExp(`^/team-photos/${maya}/[0-9a-f]{16}\\.webp$`));
    expect(await teamPhoto(maya)).toBe(photo);
    const members = (await (await fetch(`${server.baseUrl}/api/staff-members`, { headers: { cookie: cookies.owner! } })).json()) as { id: string; photo: string | null }[];
    expect(members.find((member) => member.id === maya)!.photo).toBe(photo);

    const served = await fetch(`${server.baseUrl}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(testImages.webp)).toBe(true);
    const again = await fetch(`${server.baseUrl}${photo}`, { headers: { "if-none-match": served.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await audit(maya)).toEqual(["photo-added"]);
  });

  it("uploaded by the Team tab's plain form goes back to her card; /book shows it beside her name, sized and lazy; an old address is 404", async () => {
    const before = await teamPhoto(maya);
    const answer = await postForm(maya, fileForm(testImages.jpeg, "IMG_0042.HEIC", "application/octet-stream"));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin?tab=team#member-${maya}`);
    const photo = await teamPhoto(maya);
    expect(photo).toMatch(/\.jpg$/);
    expect((await fetch(`${server.baseUrl}${photo}`)).headers.get("content-type")).toBe("image/jpeg");
    expect((await fetch(`${server.baseUrl}${before}`)).status).toBe(404);

    const book = await (await fetch(`${server.baseUrl}/book?items=cloud-wax&step=time`, { headers: { accept: "text/html" } })).text();
    const img = new RegExp(`<img[^>]*src="${photo}"[^>]*>`).exec(book)?.[0];
    expect(img).toBeDefined();
    expect(img).toContain('width="56"');
    expect(img).toContain('height="56"');
    expect(img).toContain('loading="lazy"');
    // Inside the radio's label with her name: the name is read once, so the picture's alt is empty.
    expect(img).toContain('alt=""');
    expect(book.slice(book.indexOf(img!))).toMatch(/^[^]*?Maya Lewis/);
    expect(await audit(maya)).toEqual(["photo-added", "photo-added"]);
  });

  it("removed, names nothing: the team API says null, its address is 404, /book shows her initial, and it is audited", async () => {
    const photo = await teamPhoto(maya);
    const form = new FormData();
    form.set("intent", "remove");
    const answer = await postForm(maya, form);
    expect(answer.status).toBe(303);
    expect(await teamPhoto(maya)).toBeNull();
    expect((await fetch(`${server.baseUrl}${photo}`)).status).toBe(404);
    expect(await stored()).toEqual({ photos: 0, addresses: [null, null] });
    const book = await (await fetch(`${server.baseUrl}/book?items=cloud-wax&step=time`, { headers: { accept: "text/html" } })).text();
    expect(book).not.toContain("/team-photos/");
    expect(await audit(maya)).toEqual(["photo-added", "photo-added", "photo-removed"]);

    // The API's DELETE, and a PNG through the API.
    expect((await putPhoto(priya, testImages.png)).status).toBe(200);
    const deleted = await fetch(`${server.baseUrl}/api/staff-members/${priya}/photo`, { method: "DELETE", headers: { cookie: cookies.owner!, origin: server.baseUrl } });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { photo: string | null }).photo).toBeNull();
    expect(await audit(priya)).toEqual(["photo-added", "photo-removed"]);
  });
});
