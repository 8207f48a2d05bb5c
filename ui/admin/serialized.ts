import type { useLoaderData } from "react-router";

/** What a loader's (or any server function's) answer looks like in the browser: React Router's SerializeFrom, which it does not export. */
export type Serialized<Loader> = ReturnType<typeof useLoaderData<Loader>>;
