import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newTicketCode } from './arrivals.ts';
import { drawEntryId, isEntryId } from './draw-entry.ts';

describe('a draw entry id', () => {
  it('is the first 16 hex characters of SHA-256("quad-draw-entry:" + ticket code) (docs/lottery.md)', () => {
    expect(drawEntryId('ticket-01')).toBe('b76273ae8a510536');
    expect(drawEntryId('Q3xv7bT0pLk2mN9w')).toBe('77f9000ec6bc75d8');
    expect(drawEntryId('Q3xv7bT0pLk2mN9w')).toBe(createHash('sha256').update('quad-draw-entry:Q3xv7bT0pLk2mN9w').digest('hex').slice(0, 16));
  });

  it('is stable, has the entry-id shape, and differs between ticket codes', () => {
    const codes = Array.from({ length: 1000 }, () => newTicketCode());
    const ids = codes.map(drawEntryId);
    expect(codes.map(drawEntryId)).toEqual(ids);
    expect(ids.every(isEntryId)).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });

  it('is told apart from what is not one', () => {
    for (const id of ['', 'ev1_1QD22CS001', '77F9000EC6BC75D8', '77f9000ec6bc75d', '77f9000ec6bc75d8a']) expect(isEntryId(id)).toBe(false);
  });
});
