import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import { renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { involvementKeys } from './api.ts';
import { en } from '../../../domain/i18n/en.ts';
import { hi } from '../../../domain/i18n/hi.ts';
import { InvolvementPage } from './InvolvementPage.tsx';

const HOURS_RULE = en.ui['club.rec.hoursRule'];
const NO_ATTENDANCE = en.ui['club.rec.noAttendance'];

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const club = { id: 'o1', name: 'Robotics Club' };
const record: Involvement = {
  attended: [
    { eventId: 'e1', name: 'Robot Night', date: '2026-08-10', time: '18:00', endTime: '20:30', organizer: club, checkedInAt: '2026-08-10T12:30:00.000Z', hours: 2.5 },
    { eventId: 'e2', name: 'Quiz Bowl', date: '2026-03-05', time: '10:00', endTime: null, organizer: { id: 'o2', name: 'Quiz Club' }, checkedInAt: '2026-03-05T04:30:00.000Z', hours: null },
  ],
  totalHours: 2.5,
  terms: [{ term: '2026 Jul–Dec', events: 1, hours: 2.5 }, { term: '2026 Jan–Jun', events: 1, hours: 0 }],
  clubsFollowed: [club],
  roles: [{ organizerId: 'o1', name: 'Robotics Club', role: 'manager' }],
  feedbackGiven: 3,
};

function show(data: Involvement, user: Me = student, language: 'en' | 'hi' = 'en') {
  const client = testQueryClient({ session: user, queries: [[involvementKeys.all, data]] });
  return renderInApp(<InvolvementPage />, { client, path: '/involvement', language });
}

afterEach(cleanup);

describe('the involvement page', () => {
  it('sums up, then lists attended events by term with links and hours, clubs followed and roles', () => {
    show(record);
    expect(screen.getByRole('heading', { level: 1, name: 'Involvement' })).toBeTruthy();
    // The share form's checkboxes name the parts too: the figures are the paragraphs.
    expect(screen.getByText('Events attended', { selector: 'p' }).nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Total hours').nextSibling?.textContent).toBe('2.5');
    expect(screen.getByText('Feedback given', { selector: 'p' }).nextSibling?.textContent).toBe('3');
    const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows('2026 Jul–Dec')).toEqual([['Event', 'Date', 'Club', 'Hours'], ['Robot Night', '10 Aug 2026', 'Robotics Club', '2.5']]);
    expect(rows('2026 Jan–Jun')).toEqual([['Event', 'Date', 'Club', 'Hours'], ['Quiz Bowl', '5 Mar 2026', 'Quiz Club', '—']]);
    expect(screen.getByRole('link', { name: 'Robot Night' }).getAttribute('href')).toBe('/events/e1');
    expect(screen.getByText(HOURS_RULE)).toBeTruthy();
    expect(HOURS_RULE).toBe('Hours count from the start of an event, or from your check-in if later, to its end.');
    expect(within(screen.getByRole('heading', { name: 'Clubs followed' }).parentElement!).getByRole('listitem').textContent).toBe('Robotics Club');
    expect(screen.getByText('Robotics Club · Manager')).toBeTruthy();
  });

  it('speaks Hindi: its headings, terms, days and roles in the language', () => {
    show(record, student, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: hi.ui['club.rec.title'] })).toBeTruthy();
    expect(screen.getByText(hi.ui['club.rec.hoursRule'])).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: '2026 जुल–दिस' })).getAllByRole('row').map((r) => r.textContent);
    expect(rows[0]).toBe(['club.wh.col.event', 'club.att.date', 'club.rec.club', 'club.rec.hours'].map((k) => hi.ui[k as keyof typeof hi.ui]).join(''));
    // The day as Intl writes it in Hindi, not '10 Aug 2026'.
    expect(rows[1]).toContain('10 अग॰ 2026');
    expect(screen.getByText(`Robotics Club · ${hi.ui['ws.role.manager']}`)).toBeTruthy();
  });

  it('says where the record comes from while it is empty', () => {
    show({ attended: [], totalHours: 0, terms: [], clubsFollowed: [], roles: [], feedbackGiven: 0 });
    expect(screen.getByText(NO_ATTENDANCE)).toBeTruthy();
    expect(NO_ATTENDANCE).toBe('No attended events yet. Your check-ins at events appear here.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Roles held' })).toBeNull();
  });

  it('tells a club account the page is for students', () => {
    show(record, { ...student, role: 'organizer' });
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.onlyStudentsInvolvement}.`);
  });
});
