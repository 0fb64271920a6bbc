// Daily limits for the customer: the product page's note and the day picker's notes.
export { DailyLimitDayNotes, DailyLimitNote } from './daily-limit-note.tsx';
