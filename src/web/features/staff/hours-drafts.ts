import type { HandoffMode } from '../../../domain/location-model.ts';
import type { HoursView } from '../../../domain/store-ops/contract.ts';
import { isOvernight, type HoursWindowInput } from '../../../domain/store-ops/hours-rules.ts';

/**
 * The hours page's edits, one draft per handoff: switching the handoff keeps each draft, and a
 * handoff is "unsaved" while its draft differs from what the server last said.
 */
export type DraftWindow = HoursWindowInput & { key: number };
export type HoursDrafts = Partial<Record<HandoffMode, DraftWindow[]>>;

let nextKey = 1;
export const newWindow = (weekday: number): DraftWindow => ({
  weekday,
  opens: '07:00',
  closes: '19:00',
  key: nextKey++,
});

const draftOf = (view: HoursView, mode: HandoffMode): DraftWindow[] =>
  (view.hours[mode] ?? []).map((w) => ({
    weekday: w.weekday,
    opens: w.opens,
    closes: w.closes,
    overnight: isOvernight(w) && w.closes !== '24:00',
    key: nextKey++,
  }));

export const draftsOf = (view: HoursView): HoursDrafts =>
  Object.fromEntries(view.handoffs.map((mode) => [mode, draftOf(view, mode)]));

/** The windows as the API takes them (without the row keys). */
export const windowsOf = (draft: readonly DraftWindow[] | undefined): HoursWindowInput[] =>
  (draft ?? []).map(({ key: _key, ...w }) => w);

/** One handoff's week as comparable text: order of rows and the keys do not matter. */
const weekText = (windows: readonly HoursWindowInput[]) =>
  windows
    .map((w) => `${w.weekday}|${w.opens}|${w.closes}|${w.overnight ? 1 : 0}`)
    .sort()
    .join(',');

/** The handoffs whose draft differs from the saved week, in the page's order. */
export function unsavedHandoffs(view: HoursView, drafts: HoursDrafts): HandoffMode[] {
  return view.handoffs.filter((mode) => weekText(windowsOf(drafts[mode])) !== weekText(windowsOf(draftOf(view, mode))));
}
