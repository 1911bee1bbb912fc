import { describe, expect, it } from 'vitest';
import { usnFromClaims } from './campus.ts';

describe('usnFromClaims', () => {
  const pattern = '^1RV\\d{2}[A-Z]{2}\\d{3}$';
  it('reads the named claim as the campus pattern allows, in capitals', () => {
    expect(usnFromClaims({ usn: ' 1rv22cs001 ' }, 'usn', pattern)).toBe('1RV22CS001');
    expect(usnFromClaims({ student_number: 20231234 }, 'student_number', '^\\d{8}$')).toBe('20231234');
  });
  it('is undefined without a claim name, a claim, text, or a USN by the pattern', () => {
    expect(usnFromClaims({ usn: '1RV22CS001' }, undefined, pattern)).toBeUndefined();
    expect(usnFromClaims({}, 'usn', pattern)).toBeUndefined();
    expect(usnFromClaims({ usn: ['1RV22CS001'] }, 'usn', pattern)).toBeUndefined();
    expect(usnFromClaims({ usn: 1.5 }, 'usn', '^.*$')).toBeUndefined();
    expect(usnFromClaims({ usn: '2RV22CS001' }, 'usn', pattern)).toBeUndefined();
    expect(usnFromClaims({ usn: '' }, 'usn', '^.*$')).toBeUndefined();
  });
});
