import { z } from 'zod';
import { HANDOFF_MODES } from '../location-model.ts';

/**
 * Weekly hours and one-off closures as staff edit them ("Hours and closures"). HH:mm
 * times; closes after opens ('24:00' = end of the day), or, for a window the manager marks
 * `overnight`, closes at or before opens on the next morning (the stored model's "runs past
 * midnight", seed/hours.ts). An unmarked closes-before-opens is refused, so a typo never
 * silently becomes an overnight shift. Windows of one day may not overlap.
 */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockSchema = z.string().regex(HH_MM, 'Use a 24-hour time such as 07:30.');
const closesSchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a 24-hour time such as 21:00 (24:00 = midnight).');
export const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const hoursWindowInputSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  opens: clockSchema,
  closes: closesSchema,
  overnight: z.boolean().optional(),
});
export type HoursWindowInput = z.infer<typeof hoursWindowInputSchema>;

/** Whether a stored window runs past midnight (what the grid shows as "overnight"). */
export const isOvernight = (w: { opens: string; closes: string }) => toMinutes(w.closes) <= toMinutes(w.opens);

/** Problems with one handoff's week, or null. Messages name the day so the grid can show them. */
export function weeklyHoursProblem(windows: readonly HoursWindowInput[]): string | null {
  for (const w of windows) {
    const day = WEEKDAY_NAMES[w.weekday];
    if (w.overnight && w.closes === '24:00') return `${day}: a window closing at 24:00 is not overnight.`;
    if (!w.overnight && isOvernight(w)) return `${day}: closes must be after opens (or mark the window overnight).`;
    if (w.overnight && !isOvernight(w))
      return `${day}: an overnight window closes at or before it opens, the next morning.`;
  }
  for (let day = 0; day < 7; day++) {
    const spans = windows
      .filter((w) => w.weekday === day)
      .map((w) => [toMinutes(w.opens), toMinutes(w.closes) + (w.overnight ? 24 * 60 : 0)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++)
      if (spans[i]![0] < spans[i - 1]![1]) return `${WEEKDAY_NAMES[day]}: opening times overlap.`;
  }
  return null;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const putHoursSchema = z.object({
  hours: z.partialRecord(z.enum(HANDOFF_MODES), z.array(hoursWindowInputSchema).max(21)),
});
export type PutHoursInput = z.infer<typeof putHoursSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const closureInputSchema = z
  .object({
    // The staff form's date input gives YYYY-MM-DD or nothing: only an API caller reads the second.
    date: z
      .string()
      .min(1, { error: 'Choose a date.', abort: true })
      .refine(isCalendarDate, 'Use a date such as 2026-12-25.'),
    closed: z.boolean(),
    opens: clockSchema.nullable().optional(),
    closes: clockSchema.nullable().optional(),
    reason: z.string().trim().min(1, 'Please give a reason (e.g. Holiday, Storm).').max(120),
  })
  .superRefine((c, ctx) => {
    if (c.closed) return;
    if (!c.opens || !c.closes)
      ctx.addIssue({ code: 'custom', path: ['opens'], message: 'Special hours need opens and closes.' });
    else if (toMinutes(c.closes) <= toMinutes(c.opens))
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Closes must be after opens.' });
  });
export type ClosureInput = z.infer<typeof closureInputSchema>;

/** Pause + throttle settings: capacity per location with a handoff's own number, lead per handoff group with a handoff's own number. */
export const putOrderingSchema = z.object({
  pause: z
    .discriminatedUnion('mode', [
      z.object({ mode: z.literal('none') }),
      z.object({
        mode: z.literal('minutes'),
        minutes: z
          .number()
          .int()
          .min(1)
          .max(24 * 60),
      }),
      z.object({ mode: z.literal('until-resumed') }),
    ])
    .optional(),
  slot_capacity: z.number().int().min(1).max(200).optional(),
  /** A number sets that handoff's own orders per slot; null returns it to slot_capacity. */
  slot_capacity_by_handoff: z
    .partialRecord(z.enum(HANDOFF_MODES), z.number().int().min(1).max(200).nullable())
    .optional(),
  lead_minutes: z.number().int().min(0).max(240).optional(),
  delivery_lead_minutes: z.number().int().min(0).max(240).optional(),
  /** A number sets that handoff's own lead; null returns it to its group's lead. */
  lead_minutes_by_handoff: z
    .partialRecord(z.enum(HANDOFF_MODES), z.number().int().min(0).max(240).nullable())
    .optional(),
});
export type PutOrderingInput = z.infer<typeof putOrderingSchema>;
