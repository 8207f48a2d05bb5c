import { useEffect, useRef, useState } from "react";

/**
 * Calls `onDone` once with a fetcher's answer when its round trip is over: the action has answered and the page's
 * data has been loaded again, so lists and counts are already fresh when the toast appears and focus moves.
 */
export function useFetcherDone<T>(fetcher: { state: string; data: T | undefined }, onDone: (data: T) => void): void {
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (fetcher.data !== undefined) latest.current(fetcher.data);
  }, [busy, fetcher.data]);
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

/**
 * A search box whose words live in the page address: typing updates the box at once and the address once typing
 * pauses; Back or Forward (the address changing by itself) puts the address's words back in the box.
 */
export function useAddressSearch(inAddress: string, commit: (value: string) => void): [string, (value: string) => void, () => void] {
  const [text, setText] = useState(inAddress);
  const sent = useRef(inAddress);
  useEffect(() => {
    if (inAddress === sent.current) return;
    sent.current = inAddress;
    setText(inAddress);
  }, [inAddress]);
  const settled = useDebouncedValue(text).trim();
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    latestCommit.current(settled);
  }, [settled]);
  // The form's Search button (or Enter) asks at once, without waiting for typing to pause.
  const now = () => {
    const value = text.trim();
    if (value === sent.current) return;
    sent.current = value;
    latestCommit.current(value);
  };
  return [text, setText, now];
}
