import { data } from "react-router";

/** Any unknown address: the root error boundary renders the Page Not Found page, with no React in the browser. */
export const handle = { hydrate: false };

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
