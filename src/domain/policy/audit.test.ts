import { describe, expect, it } from 'vitest';
import { auditScope, coversClub } from './audit.ts';

const student = { id: 's1', role: 'student' };
const club = { id: 'c1', role: 'organizer' };

describe('auditScope (who reads which audit entries)', () => {
  it('gives administrators everything, whatever their role', () => {
    expect(auditScope(student, true)).toBe('all');
    expect(auditScope(club, true)).toBe('all');
  });

  it("gives a club's own account its own club's entries", () => {
    expect(auditScope(club, false)).toEqual({ organizerIds: ['c1'] });
  });

  it('gives students and visitors nothing', () => {
    expect(auditScope(student, false)).toBeNull();
    expect(auditScope(null, false)).toBeNull();
    expect(auditScope(null, true)).toBeNull();
  });

  it('covers a club for the club itself and administrators only', () => {
    expect(coversClub(auditScope(club, false), 'c1')).toBe(true);
    expect(coversClub(auditScope(club, false), 'c2')).toBe(false);
    expect(coversClub(auditScope(student, true), 'c2')).toBe(true);
    expect(coversClub(auditScope(student, false), 'c1')).toBe(false);
  });
});
