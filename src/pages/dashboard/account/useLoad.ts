import { useCallback, useEffect, useRef, useState } from 'react';

/** State of one asynchronous load. */
export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` whenever `key` changes (skipped while key is null) and exposes its state, a reload
 * function and a setter for local updates. Stale answers of an older key are dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const reload = useCallback(() => {
    if (key === null) return;
    const mine = ++generation.current;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => mine === generation.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === generation.current && setState({ status: 'error', error }),
    );
  }, [key]);

  useEffect(() => {
    reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  const setData = useCallback((update: (data: T) => T) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: update(s.data) } : s));
  }, []);

  return { state, reload, setData };
}
