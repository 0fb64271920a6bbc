import { useEffect, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';

/** One read of the member's rewards per mount (the account page is private: no server render of it). */
export function useRemote<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch(
        (e: unknown) => live && setState({ data: null, error: customerMessage(AppError.from(e)), loading: false }),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module-level API call; load once per mount
  }, []);
  return state;
}
