import type { HandoffMode } from '../location-model.ts';

/**
 * Preparation lead per handoff ("edit … lead time per handoff"). A location
 * keeps its two group defaults — `lead_minutes` for the handed-over kinds, `delivery_lead_minutes`
 * for delivery — and may give a handoff its own number (a curbside runner needs longer than the
 * counter). This is the one place a handoff's lead is chosen; the slot rules add catering's day
 * and a big order's extra on top.
 */
export type LeadMinutesByHandoff = Partial<Record<HandoffMode, number>>;

export interface LeadTimeSettings {
  leadMinutes: number;
  deliveryLeadMinutes: number;
  leadMinutesByHandoff?: LeadMinutesByHandoff | null;
}

/** The default of a handoff with no number of its own: delivery's group lead, else the counter's. */
export function defaultLeadMinutesFor(settings: LeadTimeSettings, mode: HandoffMode): number {
  return mode === 'delivery' ? settings.deliveryLeadMinutes : settings.leadMinutes;
}

/** The lead of a handoff (hours mode): its own number, else its group default. */
export function leadMinutesFor(settings: LeadTimeSettings, mode: HandoffMode): number {
  return settings.leadMinutesByHandoff?.[mode] ?? defaultLeadMinutesFor(settings, mode);
}

/** An edit: a number sets a handoff's own lead, null returns it to the default. */
export function applyLeadEdit(
  current: LeadMinutesByHandoff | null,
  edit: Partial<Record<HandoffMode, number | null>>,
): LeadMinutesByHandoff {
  const next: LeadMinutesByHandoff = { ...(current ?? {}) };
  for (const [mode, value] of Object.entries(edit) as [HandoffMode, number | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) delete next[mode];
    else next[mode] = value;
  }
  return next;
}
