import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { isValidBirthday } from './points.ts';

/** PUT /api/account/rewards/birthday {month, day}: the birthday reward's day (no year is kept). */
export const birthdayRequest = z
  .strictObject({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) })
  .refine((b) => isValidBirthday(b.month, b.day), { error: 'is not a day of that month', path: ['day'] });
export const birthdayReply = okEnvelope(z.object({ month: z.number().int(), day: z.number().int() }));
