// The time picker's public entry (issue 19): what other features may import.
export { TimePicker, formatDay, formatTime } from './time-picker.tsx';
