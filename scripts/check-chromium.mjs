// Checks that Debian's Chromium is where the browser tests expect it (never a downloaded browser).
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(`
Chromium was not found at ${path}.
The browser tests drive Debian's Chromium with Playwright; no browser is downloaded.
Install it with:

    sudo apt-get update && sudo apt-get install -y chromium

or point CHROMIUM_PATH at an existing Chromium/Chrome binary:

    CHROMIUM_PATH=/path/to/chromium npm test
`);
  process.exit(1);
}
