import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALGORITHM, draw } from './draw.ts';
import { drawEntryId } from '../registrations/draw-entry.ts';
import { placeOf, verifyPublishedDraw } from './verify.ts';

const seed = createHash('sha256').update('verify').digest('hex');
const entrants = Array.from({ length: 12 }, (_, k) => drawEntryId(`ticket ${k}`)).sort();
const honest = () => {
  const { winners, waitlist } = draw({ seed, entrants, capacity: 4 });
  return { eventId: 'ev9', seed, capacity: 4, entrants, winners, waitlist, drawnAt: '2026-11-20T06:30:00.000Z', algorithm: ALGORITHM };
};

describe('verifying a published draw', () => {
  it('reproduces an honest draw', () => {
    const result = verifyPublishedDraw(honest());
    expect(result).toMatchObject({ winnersMatch: true, waitlistMatches: true, problems: [] });
    expect(placeOf(result.rerun, honest().winners[0]!)).toMatch(/: a seat$/);
    expect(placeOf(result.rerun, honest().waitlist[2]!)).toMatch(/: number 3 on the waitlist$/);
    expect(placeOf(result.rerun, honest().winners[0]!)).toBe(`Entry ${honest().winners[0]}: a seat`);
    expect(placeOf(result.rerun, drawEntryId('someone else'))).toMatch(/not among the entrants$/);
  });

  it('catches a swapped winner, a reordered waitlist, another seed or capacity, and an entrant list out of order', () => {
    const d = honest();
    const swapped = { ...d, winners: [d.waitlist[0]!, ...d.winners.slice(1)], waitlist: [d.winners[0]!, ...d.waitlist.slice(1)] };
    expect(verifyPublishedDraw(swapped)).toMatchObject({ winnersMatch: false, waitlistMatches: false });
    expect(verifyPublishedDraw({ ...d, waitlist: [...d.waitlist].reverse() })).toMatchObject({ winnersMatch: true, waitlistMatches: false });
    expect(verifyPublishedDraw({ ...d, seed: createHash('sha256').update('other').digest('hex') }).problems).not.toEqual([]);
    expect(verifyPublishedDraw({ ...d, capacity: 5 }).problems).not.toEqual([]);
    expect(verifyPublishedDraw({ ...d, entrants: [...entrants].reverse() }).problems).toContain('The entrants are not published in sorted order.');
    expect(verifyPublishedDraw({ ...d, seed: 'abc' }).problems).toContain('The seed is not 64 lowercase hex characters.');
    expect(verifyPublishedDraw({ ...d, algorithm: 'quad-draw-v1' }).problems[0]).toMatch(/names the algorithm "quad-draw-v1"/);
  });

  it('refuses entrants that are not entry ids (a registration id would name the student)', () => {
    const named = ['ev9_1QD23EC001', 'ev9_1QD23EC002', 'ev9_1QD23EC003'];
    const { winners, waitlist } = draw({ seed, entrants: named, capacity: 1 });
    const result = verifyPublishedDraw({ ...honest(), entrants: named, winners, waitlist, capacity: 1 });
    expect(result.problems).toEqual(['An entrant is not an entry id (16 lowercase hex characters).']);
  });

  it('refuses what is not a draw', () => {
    expect(() => verifyPublishedDraw({ error: { code: 'DRAW_NOT_HELD', message: 'The draw has not taken place yet.' } })).toThrow();
  });
});
