import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a page of this site with its query and fragment', () => {
    expect(safeReturnPath('/events/ab12?register=1')).toBe('/events/ab12?register=1');
    expect(safeReturnPath('/feedback#top')).toBe('/feedback#top');
  });

  it.each([
    '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'https://evil.example/', 'http:/evil.example', 'javascript:alert(1)',
    'events', '', '/\tevil', '/\n/evil.example', `/${'a'.repeat(2001)}`, null, 42,
  ])('refuses %j (another site, not a path, or hidden characters)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds ?next= to the page, and nothing for home or a refused path', () => {
    expect(withReturnPath('/student-signup', '/events/ab12?register=1')).toBe('/student-signup?next=%2Fevents%2Fab12%3Fregister%3D1');
    expect(withReturnPath('/login?provider=campus', '/feedback')).toBe('/login?provider=campus&next=%2Ffeedback');
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
