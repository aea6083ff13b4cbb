/** The flags this closed network needs: no downloads, no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium with those flags, as playwright-core's launch options (the browser suite, screenshots). */
export const CHROMIUM = { executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_FLAGS };
