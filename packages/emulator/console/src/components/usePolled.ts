import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../api';

/** A console API read, refreshed every `everyMs` while the view is open (and on `reload()`). */
export function usePolled<T>(path: string, everyMs = 2000) {
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState<string | undefined>();
  const reload = useCallback(async () => {
    try {
      setData(await getJson<T>(path));
      setError(undefined);
    } catch (problem) {
      setError((problem as Error).message);
    }
  }, [path]);
  useEffect(() => {
    setData(undefined);
    void reload();
    const timer = setInterval(() => void reload(), everyMs);
    return () => clearInterval(timer);
  }, [reload, everyMs]);
  return { data, error, reload };
}
