import type { Route } from "./+types/admin-login";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Sculpted Dreams Studio" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="text-4xl font-semibold">Staff</h1>
    </section>
  );
}
