import { MESSAGES } from '../../../domain/group-order/rules.ts';
import { pickupFixed, useGroupSelect } from './group-hooks.ts';

/**
 * Why the time cannot change: the spec's host-only rule, or (the host, each-pays) that people
 * have paid. Apart from group-hooks.ts, which every page loads: the group rules' wording loads
 * with the time picker.
 */
export const useTimeLockedNote = (): string =>
  useGroupSelect((g) =>
    g?.joined && g.role === 'host' && pickupFixed(g) ? MESSAGES.detailsFixed : MESSAGES.hostOnlyTime,
  );
