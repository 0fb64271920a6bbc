import { groupThousands } from '../../../domain/us-english-format.ts';

/** When something happened: in the store's clock when one is given, else this device's. */
export const dateTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

export const dateOnly = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));

/** "1,250 points", "1 point". */
export const pointsWords = (n: number) => `${groupThousands(n)} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
