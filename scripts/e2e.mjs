// End-to-end: Debian's Chromium, a fresh build, a fresh data folder, then Playwright.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

run('node scripts/ensure-chromium.mjs');
if (!process.argv.includes('--no-build')) run('npm run build --silent');
rmSync('test-results/e2e-data', { recursive: true, force: true });
const extra = process.argv.slice(2).filter((a) => a !== '--no-build').join(' ');
run(`npx playwright test ${extra}`);
