import { data } from "react-router";
import { loadAsDocument, withoutReact } from "~/app/hydration";

/** Any unknown address: the root error boundary renders the Page Not Found page, with no React in the browser. */
export const handle = withoutReact;
export const clientLoader = loadAsDocument;

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
