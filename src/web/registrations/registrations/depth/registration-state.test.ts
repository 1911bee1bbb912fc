import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../domain/messages.ts';
import { claimPath, confirmByLine, drawOnLine, isTimed, joinWaitlistLabel, lotteryLine, registerOffer, statusBadgeLabel, viewerStatus, waitlistAhead } from './registration-state.ts';

const at = (iso: string) => new Date(iso).getTime();
const plain = {
  startsAt: '2030-05-04T10:30:00.000Z',
  registrationOpensAt: null,
  registrationClosesAt: null,
  allocation: 'first-come' as const,
  drawAt: null,
  drawnAt: null,
};
const windowed = { ...plain, registrationOpensAt: '2030-05-01T09:00:00.000Z', registrationClosesAt: '2030-05-03T18:00:00.000Z' };
const lottery = { ...plain, allocation: 'lottery' as const, drawAt: '2030-05-02T12:00:00.000Z' };

describe('what stands where the Register button goes', () => {
  it('is the Register button for a plain event, which needs no clock', () => {
    expect(isTimed(plain)).toBe(false);
    expect(registerOffer(plain, at('2030-05-01T00:00:00Z'), 'UTC')).toEqual({ kind: 'button', label: 'Register' });
  });

  it("says when registration opens before its window, in the campus zone, and 'has closed' after it", () => {
    expect(isTimed(windowed)).toBe(true);
    expect(registerOffer(windowed, at('2030-05-01T08:59:00Z'), 'Asia/Kolkata')).toEqual({ kind: 'message', text: 'Registration opens on Wed 1 May 2030, 2:30 PM IST.' });
    expect(registerOffer(windowed, at('2030-05-01T09:00:00Z'), 'UTC')).toEqual({ kind: 'button', label: 'Register' });
    expect(registerOffer(windowed, at('2030-05-03T18:00:00Z'), 'UTC')).toEqual({ kind: 'message', text: MSG.registrationHasClosed });
    // Without a close, the event's start closes it.
    expect(registerOffer({ ...plain, registrationOpensAt: '2030-05-01T09:00:00.000Z' }, at('2030-05-04T10:30:00Z'), 'UTC')).toEqual({ kind: 'message', text: MSG.registrationHasClosed });
  });

  it("reads 'Enter the lottery' for a lottery until its draw time, then says the draw has taken place", () => {
    expect(isTimed(lottery)).toBe(true);
    expect(registerOffer(lottery, at('2030-05-02T11:59:00Z'), 'UTC')).toEqual({ kind: 'button', label: 'Enter the lottery' });
    expect(registerOffer(lottery, at('2030-05-02T12:00:00Z'), 'UTC')).toEqual({ kind: 'message', text: MSG.drawHeld });
    expect(registerOffer({ ...lottery, drawnAt: '2030-05-02T12:00:05.000Z' }, at('2030-05-01T00:00:00Z'), 'UTC')).toEqual({ kind: 'message', text: MSG.drawHeld });
  });

  it('names a lottery and its draw time, before and after the draw', () => {
    expect(lotteryLine(plain, 'UTC')).toBeNull();
    expect(lotteryLine(lottery, 'UTC')).toBe('Seats by lottery · draw on Thu 2 May 2030, 12:00 PM UTC');
    expect(lotteryLine({ ...lottery, drawnAt: '2030-05-02T12:00:05.000Z' }, 'UTC')).toBe('Seats by lottery · drawn on Thu 2 May 2030, 12:00 PM UTC');
  });
});

describe("the student's state", () => {
  it('is the status the API gives, or read from the older fields, or none without a registration', () => {
    expect(viewerStatus(undefined)).toBeNull();
    expect(viewerStatus({ registrationId: null, waitlisted: false, feedbackGiven: true })).toBeNull();
    expect(viewerStatus({ registrationId: 'r', waitlisted: true, feedbackGiven: false })).toBe('waitlisted');
    expect(viewerStatus({ registrationId: 'r', waitlisted: false, feedbackGiven: false })).toBe('registered');
    expect(viewerStatus({ registrationId: 'r', waitlisted: false, feedbackGiven: false, status: 'offered' })).toBe('offered');
  });

  it('is said in the words of STATUS_LABELS (the waitlist as the cards always said it)', () => {
    expect(['registered', 'waitlisted', 'pending', 'declined', 'offered', 'entered'].map((s) => statusBadgeLabel(s as never))).toEqual([
      'Registered', 'Waitlisted', 'Pending approval', 'Declined', 'Seat offered', 'Entered the draw',
    ]);
  });

  it('dates an offer and a draw in the campus zone, and links to the seat to claim', () => {
    expect(confirmByLine('2030-05-03T06:30:00.000Z', 'Asia/Kolkata')).toBe('Confirm by Fri 3 May 2030, 12:00 PM IST');
    expect(drawOnLine('2030-05-02T12:00:00.000Z', 'UTC')).toBe('Draw on Thu 2 May 2030, 12:00 PM UTC');
    expect(claimPath('ev 1')).toBe('/events/ev%201?claim=1');
  });
});

describe('a full event’s waitlist', () => {
  const firstCome = { capacity: 2, allocation: 'first-come' as const, approval: false };

  it('counts who waits ahead once every seat is taken, and only then', () => {
    expect(waitlistAhead(firstCome, { registrations: 1, waitlisted: 0 })).toBeNull();
    expect(waitlistAhead(firstCome, { registrations: 2, waitlisted: 0 })).toBe(0);
    expect(waitlistAhead(firstCome, { registrations: 2, waitlisted: 3 })).toBe(3);
    expect(waitlistAhead({ ...firstCome, capacity: 0 }, { registrations: 500, waitlisted: 0 })).toBeNull();
  });

  it('is no waitlist for a lottery or an event whose organizer approves each registration', () => {
    expect(waitlistAhead({ ...firstCome, allocation: 'lottery' }, { registrations: 2, waitlisted: 1 })).toBeNull();
    expect(waitlistAhead({ ...firstCome, approval: true }, { registrations: 2, waitlisted: 1 })).toBeNull();
  });

  it("reads 'Join the waitlist', on the event page with how many are ahead", () => {
    expect(joinWaitlistLabel(2, false)).toBe('Join the waitlist');
    expect(joinWaitlistLabel(1, true)).toBe('Join the waitlist (1 ahead)');
    expect(joinWaitlistLabel(0, true)).toBe('Join the waitlist (no one ahead)');
  });
});
