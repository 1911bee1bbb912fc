import fc from 'fast-check';
import sharp from 'sharp';
import { dateFromToday } from '../support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../support/accounts.ts';
import { createEventAs } from '../support/events.ts';
import type { HttpClient } from '../support/http-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import type { FuzzRequest, Pools } from './arbitraries.ts';
import { forgedCursor } from './hostile.ts';
import { Ref, type RefName } from './refs.ts';

/**
 * The world the fuzzer runs in: a real server on a real database, three actors
 * (anonymous, a student with a complete profile, an organizer), and real records for
 * path ids to point at: an upcoming and a past event of the organizer, the student's
 * registration for each, an uploaded image, the student's calendar feed.
 */
export interface Fixture {
  t: TestApp;
  actors: Record<FuzzRequest['actor'], HttpClient>;
  /** Known-good values by field name (see arbitraries.ts). */
  pools: Pools;
  resolve(ref: Ref): string;
  /** After a request that succeeded: re-reads the ids, re-creates a deleted event or registration. */
  restore(): Promise<void>;
}

const PASSWORD = 'correct-horse-1';

async function uploadImage(organizer: HttpClient): Promise<string> {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#3366ff' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pixel.png');
  const res = await organizer.post('/api/images', form);
  if (res.status !== 201) throw new Error(`image upload failed: ${res.status} ${res.text}`);
  return res.body.id;
}

const one = (...values: unknown[]) => fc.constantFrom(...values);

export async function createFixture(): Promise<Fixture> {
  const t = await startTestApp();
  const anonymous = t.client();
  const organizer = t.client();
  const student = t.client();
  const org = await signUpOrganizer(organizer, { password: PASSWORD, confirmPassword: PASSWORD });
  const stu = await signUpStudent(student, { password: PASSWORD });
  const ids: Record<RefName, string> = {
    event: '', pastEvent: '', registration: '', pastRegistration: '', organizer: org.user.organizerId!, student: stu.user.id,
    image: await uploadImage(organizer), calendarFile: '', ticketCode: '',
  };
  const db = t.ctx.db;
  const exists = async (table: 'events' | 'registrations' | 'images', id: string) =>
    Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());

  /** The student registers with what the profile says now (a fuzzed PUT /api/me/profile may have changed it). */
  async function registerStudent(eventId: string): Promise<string | undefined> {
    const profile = (await student.get('/api/me/profile')).body.student;
    const res = await student.post(`/api/events/${eventId}/registrations`, { name: profile.name, usn: profile.usn, email: stu.input.email, semester: profile.semester });
    return res.status === 201 ? res.body.id : undefined;
  }

  /** A new upcoming event of the organizer with the student registered; then, for a past one, moved into the past. */
  async function eventWithRegistration(past: boolean): Promise<[string, string]> {
    const eventId = (await createEventAs(organizer, { date: dateFromToday(30) })).id;
    const registrationId = await registerStudent(eventId);
    if (!registrationId) console.warn('fuzz fixture: the student could not register again');
    if (past) await organizer.patch(`/api/events/${eventId}`, { date: dateFromToday(-2) });
    return [eventId, registrationId ?? ''];
  }

  async function restore() {
    if (!(await exists('events', ids.event)) || !(await exists('registrations', ids.registration))) {
      [ids.event, ids.registration] = await eventWithRegistration(false);
    }
    if (!(await exists('events', ids.pastEvent)) || !(await exists('registrations', ids.pastRegistration))) {
      [ids.pastEvent, ids.pastRegistration] = await eventWithRegistration(true);
    }
    const reg = await db.selectFrom('registrations').select('ticket_code').where('id', '=', ids.registration).executeTakeFirst();
    ids.ticketCode = reg?.ticket_code ?? ids.ticketCode;
    const feed = await db.selectFrom('students').select('calendar_token').where('user_id', '=', ids.student).executeTakeFirst();
    ids.calendarFile = feed ? `${feed.calendar_token}.ics` : ids.calendarFile;
    if (!(await exists('images', ids.image))) ids.image = await uploadImage(organizer);
  }
  await restore();

  const pools: Pools = {
    name: one(stu.input.name, 'Fuzz Night'),
    usn: one(stu.input.usn, stu.input.usn, stu.input.usn, '1QD-FUZZ-1'),
    email: one(stu.input.email, stu.input.email, stu.input.email, org.input.email, 'nobody@quad.test', 'not-an-email'),
    password: one(PASSWORD, 'wrong-horse-1'),
    newPassword: one(PASSWORD, 'new-horse-22'),
    confirmPassword: one(PASSWORD, 'new-horse-22'),
    semester: one('5', 5, 8),
    phone: one('9876543210'),
    contactNo: one('9876543210'),
    date: one(dateFromToday(14), dateFromToday(-7), '2030-02-29', '2000-02-29', '9999-12-31', '0100-01-01', '1970-01-01'),
    time: one('10:00', '00:00', '23:59'),
    venue: one('Seminar Hall 1'),
    description: one('A fuzzed event.'),
    type: one('Workshop', 'General', 'club event'),
    capacity: one(0, 1, 10, '5'),
    imageId: one(new Ref('image'), null),
    rating: one(1, 3, 5),
    comments: one('Great session.'),
    field: one('Robotics'),
    code: one(new Ref('ticketCode')),
    eventId: one(new Ref('event'), new Ref('pastEvent')),
    q: one(stu.input.usn, 'Asha'),
    limit: one('10', '1', '100'),
    cursor: fc.oneof(one(''), forgedCursor),
    token: one('0123456789abcdef', new Ref('calendarFile')),
    redirectTo: one('/', '/reset-password', 'http://127.0.0.1:3000/x', 'https://evil.example/', 'javascript:alert(1)'),
    callbackURL: one('/', '/complete-profile', 'http://127.0.0.1:3000/x', 'https://evil.example/', '//evil.example'),
    provider: one('google', 'github'),
    organizer: one('Robotics'),
  };

  return {
    t,
    actors: { anonymous, student, organizer },
    pools,
    resolve: (ref) => ids[ref.name],
    restore,
  };
}
