import { describe, expect, it } from 'vitest';
import { firstComeEvent } from '../../../../../test/support/fixtures.ts';
import { byStatus, offerDeadline, possibleStatuses } from './status.tsx';
import { describeDecision } from './useDecisions.ts';

describe('the status filter', () => {
  it('offers only the statuses the event’s settings allow, and any a row already has', () => {
    expect(possibleStatuses(firstComeEvent, [])).toEqual(['registered', 'waitlisted']);
    expect(possibleStatuses({ ...firstComeEvent, approval: true }, [])).toEqual(['registered', 'waitlisted', 'pending', 'declined']);
    expect(possibleStatuses({ ...firstComeEvent, claimHours: 12 }, [])).toEqual(['registered', 'waitlisted', 'offered']);
    expect(possibleStatuses({ ...firstComeEvent, allocation: 'lottery' }, [])).toEqual(['registered', 'waitlisted', 'entered']);
    // Approval switched off after some registrations were declined: they can still be found.
    expect(possibleStatuses(firstComeEvent, [{ status: 'declined' }])).toEqual(['registered', 'waitlisted', 'declined']);
  });

  it('keeps the rows of the chosen status, or all', () => {
    const rows = [{ id: 'a', status: 'pending' as const }, { id: 'b', status: 'registered' as const }];
    expect(byStatus(rows, 'all')).toEqual(rows);
    expect(byStatus(rows, 'pending').map((r) => r.id)).toEqual(['a']);
  });

  it('writes an offer’s deadline in the campus zone', () => {
    expect(offerDeadline('2026-11-25T13:00:00.000Z', 'Asia/Kolkata')).toBe('Confirm by Wed 25 Nov 2026, 6:30 PM IST');
  });
});

describe('what a decision says', () => {
  it('names one student, counts several, and says who went to the waitlist', () => {
    expect(describeDecision('approve', [{ name: 'Asha Rao', status: 'registered' }])).toBe('Asha Rao approved.');
    expect(describeDecision('decline', [{ name: 'Asha Rao', status: 'declined' }])).toBe('Asha Rao declined.');
    const three = [{ name: 'A', status: 'registered' as const }, { name: 'B', status: 'waitlisted' as const }, { name: 'C', status: 'waitlisted' as const }];
    expect(describeDecision('approve', three)).toBe('3 approved. 2 of them are on the waitlist: the event is full.');
    expect(describeDecision('decline', three)).toBe('3 declined.');
  });
});
