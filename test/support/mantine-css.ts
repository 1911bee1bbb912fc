import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Which of @mantine/core's per-component style sheets the web app needs, in the order
// of Mantine's own styles.css (src/web/app/mantine-styles.ts imports exactly these).

const ESM = 'node_modules/@mantine/core/esm';
const STYLES = 'node_modules/@mantine/core/styles';
const OTHER_PACKAGES = ['dates', 'charts', 'carousel', 'notifications', 'modals'];

function sourceFiles(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) out.push(...sourceFiles(file, pattern));
    else if (pattern.test(name)) out.push(file);
  }
  return out;
}

/** Capitalised names imported from @mantine/core (components; hooks and helpers are lower-case). */
function coreNames(text: string): string[] {
  return [...text.matchAll(/import\s*\{([^}]+)\}\s*from\s*["']@mantine\/core["']/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!)
      .filter((name) => /^[A-Z]/.test(name)),
  );
}

/** The component or utility folder (esm/components/X or esm/utils/X) a core file belongs to. */
function unitOf(file: string): string | undefined {
  return /\/esm\/(?:components|utils)\/([A-Z][A-Za-z]+)\//.exec(file)?.[1];
}

export function neededMantineSheets(webRoot = 'src/web'): string[] {
  const names = new Set<string>();
  const appFiles = sourceFiles(webRoot, /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f));
  for (const file of appFiles) for (const name of coreNames(readFileSync(file, 'utf8'))) names.add(name);
  const packages = OTHER_PACKAGES.filter((p) => appFiles.some((f) => readFileSync(f, 'utf8').includes(`'@mantine/${p}'`)));
  for (const p of packages) for (const file of sourceFiles(`node_modules/@mantine/${p}/esm`, /\.mjs$/)) for (const name of coreNames(readFileSync(file, 'utf8'))) names.add(name);

  const folders = new Map<string, string>();
  for (const kind of ['components', 'utils']) for (const name of readdirSync(path.join(ESM, kind))) folders.set(name, path.join(ESM, kind, name));
  const units = new Set<string>();
  const visit = (unit: string) => {
    if (units.has(unit) || !folders.has(unit)) return;
    units.add(unit);
    for (const file of sourceFiles(folders.get(unit)!, /\.mjs$/)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) {
        const target = unitOf(path.join(path.dirname(file), m[1]!));
        if (target) visit(target);
      }
    }
  };
  for (const name of names) {
    const unit = folders.has(name) ? name : [...folders.keys()].filter((f) => name.startsWith(f)).sort((a, b) => b.length - a.length)[0];
    if (unit) visit(unit);
  }
  const all = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
  const position = (sheet: string) => all.indexOf(readFileSync(path.join(STYLES, `${sheet}.css`), 'utf8').slice(0, 300));
  const sheets = [...units].filter((u) => existsSync(path.join(STYLES, `${u}.css`)));
  return ['baseline', 'default-css-variables', 'global', ...sheets.sort((a, b) => position(a) - position(b))];
}
