import { useCallback, useEffect, useState } from "react";
import { adminCall } from "./admin-api";

export interface Resource<T> {
  /** The last answer, kept while a newer one loads so the list does not flash away. */
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
  reload: () => void;
}

/** GETs a JSON list or record from the admin API, again whenever the address changes or `reload` is called. */
export function useAdminResource<T>(url: string | null): Resource<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(url !== null);
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    setLoading(true);
    adminCall<T>(url, { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setData(answer.data);
          setError(undefined);
        } else {
          setError(answer.message);
        }
        setLoading(false);
      })
      .catch(() => undefined); // aborted: a newer request took over
    return () => controller.abort();
  }, [url, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, loading, error, reload };
}

/** The value as it was `delay` ms after the last change: a search box asks the server once typing pauses. */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
