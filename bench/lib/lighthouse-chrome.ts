import * as chromeLauncher from 'chrome-launcher';

/** Debian's Chromium (CHROME_PATH), headless, as both Lighthouse benches drive it. */
export const launchLighthouseChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

/** The middle run (the upper one of an even count), as Lighthouse's guidance suggests for noisy machines. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse flags for the CPU slowdown: its default 4× unless LIGHTHOUSE_CPU names another, so a
 * fast host can emulate the phone a slower host's 4× does (benchmark index ÷ multiplier ≈ the
 * phone's index; the low-tier phone is 264).
 */
export const cpuThrottlingFlags = () =>
  process.env.LIGHTHOUSE_CPU ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU) } } : {};
