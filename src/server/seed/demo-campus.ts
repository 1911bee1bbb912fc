import { campusDate, addDays } from '../../domain/time.ts';
import { createOrganizerAccount, createStudentAccount } from '../accounts/signup.ts';
import type { Db } from '../db/connection.ts';
import { insertDemoEvent } from './demo-events.ts';
import { buildOrganizer, buildStudent } from './factories.ts';

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

// [club index, name, type, days from today, time, venue, capacity, description]
const EVENTS: [number, string, string, number, string, string, number, string][] = [
  [0, 'Line Follower Workshop', 'Workshop', 3, '10:00', 'Lab 2, Mechatronics Block', 40, 'Build and tune a line-following robot in teams of two. Kits provided.'],
  [0, 'RoboWars 2026', 'Competition', 14, '09:30', 'Main Ground', 0, 'Arena combat between student-built robots. Spectators welcome.'],
  [0, 'Intro to ROS', 'Seminar', -10, '15:00', 'Seminar Hall 1', 0, 'A gentle introduction to the Robot Operating System.'],
  [1, 'Inter-college Debate', 'Competition', 6, '14:00', 'Auditorium', 120, 'Motion: this house believes campuses should go fully paperless.'],
  [1, 'Poetry Night', 'Club Event', 1, '18:30', 'Open Air Theatre', 0, 'Read your own work or just listen. Tea and snacks.'],
  [1, 'Creative Writing Seminar', 'Seminar', -3, '11:00', 'Library Reading Room', 30, 'Craft talk by a visiting author, followed by Q&A.'],
  [2, 'Spring Fest Concert', 'Fest', 21, '17:00', 'Main Ground', 0, 'Student bands headline the fest evening.'],
  [2, 'Open Mic', 'Club Event', 2, '19:00', 'Cafeteria Lawn', 25, 'Five-minute slots for anyone with a song, a joke or a story.'],
];

/** A few clubs, students and events, upcoming and past. Safe to run twice. */
export async function seedDemoCampus(db: Db, timeZone: string): Promise<string> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', CLUBS[0]!.email).executeTakeFirst();
  if (existing) return 'The demo campus is already there (sign in as asha@demo.quad / quad-demo-1).';

  const clubIds: string[] = [];
  for (const club of CLUBS) {
    clubIds.push(await createOrganizerAccount(db, buildOrganizer({ ...club, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })));
  }
  for (const student of STUDENTS) {
    await createStudentAccount(db, buildStudent({ ...student, password: DEMO_PASSWORD }));
  }
  const today = campusDate(new Date(), timeZone);
  for (const [club, name, type, days, time, venue, capacity, description] of EVENTS) {
    await insertDemoEvent(db, timeZone, {
      organizerId: clubIds[club]!, name, type, date: addDays(today, days), time, venue, capacity, description,
    });
  }
  return [
    `Seeded ${CLUBS.length} clubs, ${STUDENTS.length} students and ${EVENTS.length} events.`,
    `Sign in as a student: asha@demo.quad / ${DEMO_PASSWORD}`,
    `Sign in as an organizer: robotics@demo.quad / ${DEMO_PASSWORD}`,
  ].join('\n');
}
