// Browser tests use Debian's Chromium: its headless shell for the journeys (e2e/support/browser.ts).
// Installs it with apt when it is missing (never downloads browsers).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(path)) {
  const pkg = path.includes('headless-shell') ? 'chromium-headless-shell' : 'chromium';
  console.log(`${path} is missing: installing Debian's ${pkg} with apt…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
}
