import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who may see or do what is decided by the predicates of src/domain/policy, as on the
 * server: a page that compares a role with a name of its own drifts from the rule the
 * server enforces. Wording chosen by role goes through a record (club-roles.ts).
 */
// Vitest runs from the project's root; under jsdom import.meta.url is not a file address.
const WEB = resolve('src/web');

/** `role === 'student'`, `user?.role !== 'organizer'`, `'door' === role` … */
const INLINE_ROLE_CHECK = [/\brole\s*[!=]==?\s*['"`]/, /['"`]\s*[!=]==?\s*[\w?.]*\brole\b/];

export function findRoleChecks(text: string): { line: number; code: string }[] {
  return text
    .split('\n')
    .map((code, i) => ({ line: i + 1, code: code.trim() }))
    .filter(({ code }) => INLINE_ROLE_CHECK.some((pattern) => pattern.test(code)));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('role checks in the web app', () => {
  it('finds the shapes it looks for', () => {
    expect(findRoleChecks("if (user?.role !== 'student') return null;")).toHaveLength(1);
    expect(findRoleChecks("const owner = m.role === 'owner';")).toHaveLength(1);
    expect(findRoleChecks("if ('door' === role) {}")).toHaveLength(1);
    expect(findRoleChecks('if (isStudent(user)) return null;')).toHaveLength(0);
    expect(findRoleChecks("<Alert role=\"alert\">")).toHaveLength(0);
  });

  it('leaves every role check to a policy predicate', () => {
    const found = sources(WEB).flatMap((path) =>
      findRoleChecks(readFileSync(path, 'utf8')).map(({ line, code }) => `${relative(WEB, path)}:${line}: ${code}`),
    );
    expect(found).toEqual([]);
  });
});
