/** Debian's Chromium, as the browser tests launch it where the browser itself is under test (below). */
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

/**
 * Debian's chromium-headless-shell, the same Chromium (same version, same Blink) built without the
 * browser's own interface: what every test runs in (playwright.config.ts), for about 40 % less CPU than
 * the full browser in headless mode (decision record). It has no PDF viewer, so a test that prints a PDF
 * from a frame, and the install checks of a persistent profile (pwa.spec.ts), use `chromiumLaunchOptions`.
 */
export const headlessShellLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: '/usr/bin/chromium-headless-shell',
}
