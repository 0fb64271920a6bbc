import { useEffect, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';

interface RemoteState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/**
 * Loads one piece of the member's data in the browser, once per mount (the account page is
 * private and not indexed, so it needs no server render of its data).
 */
export function useRemote<T>(load: () => Promise<T>) {
  const [state, setState] = useState<RemoteState<T>>({ data: null, error: null, loading: true });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch((e: unknown) => live && setState({ data: null, error: AppError.from(e).message, loading: false }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module-level API call; load once per mount
  }, []);
  return { ...state, setData: (data: T) => setState({ data, error: null, loading: false }) };
}
