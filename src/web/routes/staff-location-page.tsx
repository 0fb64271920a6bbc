import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { useStaffSession } from '../features/staff/index.ts';
import pages from './staff-pages.module.css';

/**
 * What every /staff/{page}/{locationId} page that reads and writes one location does (sold out,
 * online ordering, hours): wait until the person may work (signed in, password changed), read the
 * location's data once, and after each write show the API's message as the page's alert, or say
 * what was done in the status line. `attempt(write)` runs a write that resolves to its sentence.
 */
export function useStaffLocationPage<T>(read: (locationId: string) => Promise<T>, show: (data: T) => void) {
  const { locationId = '' } = useParams();
  const { session } = useStaffSession();
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const ready = Boolean(session && !session.staff.must_change_password);
  const canEdit = session ? roleCan(session.staff.role, 'manage-store') : false;
  const canPause = session ? roleCan(session.staff.role, 'pause-ordering') : false;

  useEffect(() => {
    if (!ready) return;
    read(locationId)
      .then((data) => (show(data), setError(null)))
      .catch((caught: unknown) => setError(AppError.from(caught).message));
    // Read once per location: `read` and `show` are new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, locationId]);

  async function attempt(write: () => Promise<string>) {
    try {
      setSaid(await write());
      setError(null);
    } catch (caught) {
      setError(AppError.from(caught).message);
    }
  }
  return {
    locationId,
    ready,
    canEdit,
    canPause,
    attempt,
    setError,
    setSaid,
    messages: <StaffMessages error={error} said={said} />,
  };
}

/** The page's alert (an API error, read out at once) and its quiet status line. */
function StaffMessages({ error, said }: { error: string | null; said: string }) {
  return (
    <>
      <p className={pages.formError} role="alert">
        {error ?? ''}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </>
  );
}
