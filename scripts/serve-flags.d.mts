/** The Node/V8 flags of `npm run serve` (package.json). */
export function serveFlags(): string[];
export function serveEnv(): Record<string, string>;
