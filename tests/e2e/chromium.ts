/** Debian's Chromium, as every browser test launches it (playwright.config.ts and persistent contexts). */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The compositor as a thread of the browser process, not a process of its own: the same software
    // drawing with one process less to feed (about 7 % less CPU for the suite, decision record).
    '--in-process-gpu',
  ],
}
