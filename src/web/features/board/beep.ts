/**
 * A short two-tone chime made with WebAudio (issue 16 "a sound on each new order"): no audio
 * file to ship. Browsers allow sound only after a user gesture — turning the switch on is one.
 */
let context: AudioContext | null = null;

export function beep(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  const at = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, at + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + offset + 0.14);
    osc.connect(gain).connect(context.destination);
    osc.start(at + offset);
    osc.stop(at + offset + 0.15);
  }
}
