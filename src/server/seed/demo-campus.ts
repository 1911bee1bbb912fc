import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, campusDate, startInstant } from '../../domain/time.ts';
import { SEEDED_ADMINS_FILE } from '../config.ts';
import { findUserByEmail, markEmailVerified } from '../infrastructure/auth/queries.ts';
import { insertMember } from '../identity/teams/queries.ts';
import { emailTaken } from '../identity/accounts/queries.ts';
import { createOrganizerAccount, createStudentAccount } from '../identity/accounts/signup.ts';
import type { DbHandle } from '../infrastructure/db/connection.ts';
import { newId } from '../infrastructure/db/ids.ts';
import { nowIso } from '../infrastructure/db/time.ts';
import { addRegistration } from '../registrations/registrations/arrivals.ts';
import { insertEventFeedback } from '../attendance/feedback/queries.ts';
import { insertDemoEvent } from './demo-events.ts';
import type { OrganizerSignup, StudentSignup } from '../../domain/schemas/account.ts';
import { followClub, listRegisteredStudentIds, moveEventTo, setInterests } from './queries.ts';
import { insertSeries, replaceEventTranslations } from '../events/events/queries.ts';
import { seedRegistrationDepth } from './demo-depth.ts';

export const DEMO_PASSWORD = 'quad-demo-1';

const CLUBS = [
  { name: 'Robotics Club', email: 'robotics@demo.quad', field: 'Robots, drones and embedded systems' },
  { name: 'Literary Society', email: 'literary@demo.quad', field: 'Debates, poetry and the campus magazine' },
  { name: 'Music Collective', email: 'music@demo.quad', field: 'Bands, choirs and open mics' },
];

const STUDENTS = [
  { name: 'Asha Raonavar', usn: '1QD22CS001', email: 'asha@demo.quad', semester: '5' },
  { name: 'Rahul Sharma', usn: '1QD22CS002', email: 'rahul@demo.quad', semester: '5' },
  { name: 'Meera Iyer', usn: '1QD23EC014', email: 'meera@demo.quad', semester: '3' },
  { name: 'Arjun Nair', usn: '1QD21ME030', email: 'arjun@demo.quad', semester: '7' },
];

const POETRY_NIGHT_TRANSLATIONS = [
  { language: 'hi', name: 'कविता की शाम', description: 'अपनी लिखी कविता सुनाइए या बस सुनने आइए। चाय और नाश्ता रहेगा।' },
  { language: 'kn', name: 'ಕಾವ್ಯ ಸಂಜೆ', description: 'ನಿಮ್ಮದೇ ಕವಿತೆ ಓದಿ, ಇಲ್ಲವೇ ಸುಮ್ಮನೆ ಕೇಳಲು ಬನ್ನಿ. ಚಹಾ ಮತ್ತು ತಿಂಡಿ ಇರುತ್ತದೆ.' },
];

// [club, name, type, days from today, time, venue, capacity, description]
const EVENTS: [number, string, string, number, string, string, number, string][] = [
  [0, 'Line Follower Workshop', 'Workshop', 3, '10:00', 'Lab 2, Mechatronics Block', 40, 'Build and tune a line-following robot in teams of two. Kits provided.'],
  [0, 'RoboWars 2026', 'Competition', 14, '09:30', 'Main Ground', 0, 'Arena combat between student-built robots. Spectators welcome.'],
  [0, 'Intro to ROS', 'Seminar', -10, '15:00', 'Seminar Hall 1', 0, 'A gentle introduction to the Robot Operating System.'],
  [1, 'Inter-college Debate', 'Competition', 6, '14:00', 'Auditorium', 120, 'Motion: this house believes campuses should go fully paperless.'],
  [1, 'Poetry Night', 'Club Event', 1, '18:30', 'Open Air Theatre', 0, 'Read your own work or just listen. Tea and snacks.'],
  [1, 'Creative Writing Seminar', 'Seminar', -3, '11:00', 'Library Reading Room', 30, 'Craft talk by a visiting author, followed by Q&A.'],
  [2, 'Spring Fest Concert', 'Fest', 21, '17:00', 'Main Ground', 0, 'Student bands headline the fest evening.'],
  [2, 'Open Mic', 'Club Event', 2, '19:00', 'Cafeteria Lawn', 3, 'Five-minute slots for anyone with a song, a joke or a story.'],
];

const TAGS: Record<string, string[]> = {
  'Line Follower Workshop': ['Tech'], 'RoboWars 2026': ['Tech', 'Sports'], 'Intro to ROS': ['Tech', 'Academic'],
  'Inter-college Debate': ['Culture'], 'Poetry Night': ['Culture'], 'Creative Writing Seminar': ['Academic', 'Culture'],
  'Spring Fest Concert': ['Music', 'Culture'], 'Open Mic': ['Music'],
};

/** The campus office's administrator (an admin through SEEDED_ADMINS_FILE), and a student who helps run the robotics club. */
export const DEMO_ADMIN = { name: 'Kavya Menon', usn: '1QD20AD001', email: 'admin@demo.quad', semester: '8' };
export const DEMO_MANAGER = { name: 'Priya Desai', usn: '1QD22CS045', email: 'priya@demo.quad', semester: '5' };

/** A demo person's sign-up: the demo password, and the `n`th of the demo's own phone numbers. */
const studentSignup = (person: Omit<StudentSignup, 'password' | 'phone'>, n: number): StudentSignup => ({
  ...person,
  password: DEMO_PASSWORD,
  phone: `98450${String(10_000 + n)}`,
});
const organizerSignup = (club: (typeof CLUBS)[number]): OrganizerSignup => ({ ...club, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, phone: '080 2345 6789' });

/** What `npm run seed` prints: every demo login. */
export const DEMO_LOGINS = [
  `Sign in as a student: asha@demo.quad / ${DEMO_PASSWORD}`,
  `Sign in as an organizer (Robotics Club): robotics@demo.quad / ${DEMO_PASSWORD}`,
  `Sign in as a club manager (a student who manages Robotics Club): ${DEMO_MANAGER.email} / ${DEMO_PASSWORD}`,
  `Sign in as the campus administrator: ${DEMO_ADMIN.email} / ${DEMO_PASSWORD}`,
];

/**
 * The demo's administrator and club manager, on a campus seeded before they were (safe to
 * run again): the administrator's address is confirmed (admin rights wait for that) and
 * named in DATA_DIR's SEEDED_ADMINS_FILE, so it is an admin without ADMIN_EMAILS.
 */
async function seedDemoStaff(handle: DbHandle, dataDir: string | undefined, robotics: string): Promise<void> {
  const db = handle.db;
  if (!(await emailTaken(db, DEMO_ADMIN.email))) {
    const id = await createStudentAccount(db, studentSignup(DEMO_ADMIN, 0));
    await markEmailVerified(db, id, nowIso());
  }
  if (dataDir) writeFileSync(path.join(dataDir, SEEDED_ADMINS_FILE), `${DEMO_ADMIN.email}\n`);
  if (!(await emailTaken(db, DEMO_MANAGER.email))) {
    const id = await createStudentAccount(db, studentSignup(DEMO_MANAGER, 1));
    await db.transaction().execute((trx) => insertMember(trx, { organizer_id: robotics, user_id: id, role: 'manager', created_at: nowIso() }));
  }
}

const COMMENTS = ['Loved it, more please!', 'Well organized and fun.', 'A bit long, but worth it.', 'Great speakers.'];

/**
 * A few clubs, students and events, upcoming and past, with registrations (one
 * event full, with a waitlist) and feedback on past events; an administrator and a club
 * manager. Safe to run twice. `dataDir`: the server's DATA_DIR, where SEEDED_ADMINS_FILE makes
 * the administrator one (without it, only ADMIN_EMAILS could).
 */
export async function seedDemoCampus(handle: DbHandle, timeZone: string, dataDir?: string): Promise<string> {
  const db = handle.db;
  const existing = await findUserByEmail(db, CLUBS[0]!.email);
  if (existing) {
    await seedDemoStaff(handle, dataDir, existing.id);
    return ['The demo campus is already there.', ...DEMO_LOGINS].join('\n');
  }

  const clubIds: string[] = [];
  for (const club of CLUBS) {
    clubIds.push(await createOrganizerAccount(db, organizerSignup(club)));
  }
  const students: { id: string; input: (typeof STUDENTS)[number] }[] = [];
  for (const [i, student] of STUDENTS.entries()) {
    students.push({ id: await createStudentAccount(db, studentSignup(student, 2 + i)), input: student });
  }

  // Events start upcoming (so students can register), then the past ones are moved back in time.
  const eventIds = new Map<string, string>();
  const today = campusDate(new Date(), timeZone);
  let registrations = 0;
  let feedback = 0;
  for (const [index, [club, name, type, days, time, venue, capacity, description]] of EVENTS.entries()) {
    const eventId = await insertDemoEvent(db, timeZone, {
      organizerId: clubIds[club]!, name, type, date: addDays(today, Math.abs(days) + 1), time, venue, capacity, description, tags: TAGS[name],
      // The full open mic gives a freed slot to the next on the waitlist for 12 hours to confirm.
      settings: name === 'Open Mic' ? { claim_hours: 12 } : undefined,
    });
    eventIds.set(name, eventId);
    const attendees = students.filter((_, i) => (i + index) % 3 !== 0 || capacity > 0);
    for (const s of attendees) {
      await db.transaction().execute((trx) => addRegistration(trx, handle.dialect, eventId, { studentId: s.id, input: { ...s.input } }, { timeZone }));
      registrations++;
    }
    if (days < 0) {
      const date = addDays(today, days);
      await moveEventTo(db, eventId, date, startInstant(date, time, timeZone));
      const rows = await listRegisteredStudentIds(db, eventId);
      for (const [i, row] of rows.slice(0, 3).entries()) {
        await insertEventFeedback(db, {
          id: newId(16), event_id: eventId, student_id: row.student_id, rating: 5 - (i % 3), comments: COMMENTS[i % COMMENTS.length]!, created_at: nowIso(),
        });
        feedback++;
      }
    }
  }
  // The poetry night is read in all three campus languages, and says so in each of them.
  await db.transaction().execute((trx) => replaceEventTranslations(trx, eventIds.get('Poetry Night')!, POETRY_NIGHT_TRANSLATIONS));
  // The robotics club's weekly build night for the next six weeks, and a student with a feed of her own:
  // she follows the music collective and likes Tech (For you, her profile).
  const seriesId = newId(12);
  await insertSeries(db, { id: seriesId, organizer_id: clubIds[0]!, every: 'week', created_at: nowIso() });
  for (let week = 0; week < 6; week++) {
    await insertDemoEvent(db, timeZone, {
      organizerId: clubIds[0]!, name: 'Build Night', type: 'Club Event', date: addDays(today, 4 + week * 7), time: '18:00', venue: 'Lab 2, Mechatronics Block',
      capacity: 30, description: 'Bring your project, use the lab tools, and get help from seniors.', tags: ['Tech'], seriesId,
    });
  }
  // A company visit with approval and a consent question, and a lottery.
  registrations += await seedRegistrationDepth(handle, timeZone, clubIds[0]!, students, today);
  await followClub(db, students[0]!.id, clubIds[2]!);
  await setInterests(db, students[0]!.id, ['Tech']);
  await seedDemoStaff(handle, dataDir, clubIds[0]!);

  return [
    `Seeded ${CLUBS.length} clubs, ${STUDENTS.length} students, ${EVENTS.length + 2} events and a weekly series of 6, ${registrations} registrations and ${feedback} feedback entries, an administrator and a club manager.`,
    ...DEMO_LOGINS,
  ].join('\n');
}
