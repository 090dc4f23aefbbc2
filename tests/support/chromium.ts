/** Debian Chromium and the launch flags that work on this machine (DESIGN §5). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium without network chatter. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
