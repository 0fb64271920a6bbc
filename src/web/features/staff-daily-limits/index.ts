// The staff side of daily limits: a store's limits page and the board's counts for today.
export { deleteDailyLimit, getDailyLimits, putDailyLimit } from './daily-limits-api.ts';
export { LimitForm, NEW_LIMIT, type LimitDraft } from './limit-form.tsx';
export { DailyLimitCounts } from './daily-limit-counts.tsx';
