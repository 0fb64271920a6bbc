// The time picker's public entry: what other features may import.
export { TimePicker, formatDay, formatTime } from './time-picker.tsx';
