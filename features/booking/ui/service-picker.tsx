import * as Tabs from "@radix-ui/react-tabs";
import type { BasketItem } from "~/features/booking/rules/basket";
import type { MenuService, WaitlistLink } from "~/features/booking/pages/book-page";
import { serviceCategories } from "~/features/studio";
import { ServiceOption } from "./service-option";
import { patchTestServiceId } from "../rules/patch-test-rule";

const tabs = serviceCategories.map(({ value, name }) => ({ value, label: name }));

function WaitlistLinks({ services }: { services: readonly WaitlistLink[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {services.map((service) => (
        <li key={service.id}>
          <a href={service.url} className="btn-secondary">
            <span aria-hidden="true">{service.emoji}</span>
            {service.name} waitlist
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Step 1's choices: Face and Body tabs (Radix), each bookable treatment a toggle. */
export function ServicePicker({
  menu,
  waitlists,
  items,
  onToggle,
}: {
  menu: readonly MenuService[];
  waitlists: readonly WaitlistLink[];
  items: readonly BasketItem[];
  onToggle: (item: BasketItem) => void;
}) {
  const faceWaitlists = waitlists.filter((service) => service.category === "face");
  const bodyWaitlists = waitlists.filter((service) => service.category === "body");
  // A treatment that books its own patch test: the separate one is not offered beside it.
  const separatePatchTest = !items.some((item) => menu.find((service) => service.id === item.id)?.needsPatchTestAnswer);
  const bookable = (category: "face" | "body") =>
    menu.filter((service) => service.category === category && (separatePatchTest || service.id !== patchTestServiceId || items.some((item) => item.id === service.id)));
  return (
    <Tabs.Root defaultValue="face">
      <Tabs.List aria-label="Treatment categories" className="grid grid-cols-2 gap-1 rounded-full bg-blush-100 p-1.5 sm:flex sm:w-fit sm:gap-2">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold sm:px-5 sm:text-base text-plum-800 transition-colors hover:bg-white/70 data-[state=active]:bg-plum-700 data-[state=active]:text-white"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => ({ ...tab, services: bookable(tab.value) })).map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6">
          {tab.services.length > 0 && (
            <ul className="grid gap-4 sm:grid-cols-2">
              {tab.services.map((service) => (
                <li key={service.id}>
                  <ServiceOption service={service} items={items} onToggle={onToggle} />
                </li>
              ))}
            </ul>
          )}
          {tab.value === "face" && faceWaitlists.length > 0 && (
            <p className="mt-6 text-sm text-muted">
              {faceWaitlists.map((service) => service.name).join(", ")} will be back soon:{" "}
              {faceWaitlists.map((service, index) => (
                <span key={service.id}>
                  {index > 0 && ", "}
                  <a href={service.url} className="font-semibold text-plum-700 underline underline-offset-4">
                    join the waitlist for {service.name}
                  </a>
                </span>
              ))}{" "}
              to hear first.
            </p>
          )}
          {tab.value === "body" && tab.services.length === 0 && (
            <div className="rounded-3xl border border-dashed border-plum-500/60 bg-white p-6">
              <h3 className="text-xl font-semibold">Our body treatments are coming soon</h3>
              <p className="mt-2 text-muted">
                We're putting the finishing touches to our body sculpting and skin-tightening treatments, so they can't
                be booked online just yet. Join a waitlist and you'll be the first to know when bookings open, with
                priority slots and early bird pricing.
              </p>
              <WaitlistLinks services={bodyWaitlists} />
              <p className="mt-4">
                <a href="/services" className="font-semibold text-plum-700 underline underline-offset-4">
                  See all our treatments and prices
                </a>
              </p>
            </div>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
