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
