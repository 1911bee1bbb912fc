import type { OrganizerSignup, StudentSignup } from '../../src/domain/schemas/account.ts';

/**
 * Test data: accounts and events with unique names, for the API tests, the browser
 * journeys, the fuzzer and the benchmarks. Never shipped: the demo seed
 * (src/server/seed) writes its own people and events.
 */
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const FIRST_NAMES = ['Asha', 'Rahul', 'Meera', 'Arjun', 'Priya', 'Kiran', 'Divya', 'Rohan', 'Sneha', 'Vikram', 'Ananya', 'Nikhil'];
const LAST_NAMES = ['Rao', 'Sharma', 'Iyer', 'Nair', 'Patel', 'Reddy', 'Menon', 'Gupta', 'Kulkarni', 'Das'];

export function buildStudent(overrides: Partial<StudentSignup> = {}): StudentSignup {
  const id = unique();
  const n = sequence;
  const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
  const last = LAST_NAMES[n % LAST_NAMES.length]!;
  const name = overrides.name ?? `${first} ${last}`;
  // The e-mail starts with the student's own first name, never another's: a search for one
  // student's name must not also find another by their address.
  const mailName = name.split(' ')[0]!.toLowerCase().replace(/[^a-z0-9]/g, '') || 'student';
  return {
    name,
    usn: `1QD${id.toUpperCase()}`,
    email: `${mailName}.${id}@students.quad.test`,
    password: 'correct-horse-1',
    semester: String((n % 8) + 1),
    phone: `98${String(10000000 + (n % 89999999)).padStart(8, '0')}`,
    ...overrides,
  };
}

export function buildOrganizer(overrides: Partial<OrganizerSignup> = {}): OrganizerSignup {
  const id = unique();
  return {
    name: `Robotics Club ${id.slice(-4)}`,
    email: `club.${id}@clubs.quad.test`,
    password: 'correct-horse-1',
    confirmPassword: overrides.password ?? 'correct-horse-1',
    field: 'Robotics and embedded systems',
    phone: '080 2345 6789',
    ...overrides,
  };
}

const EVENT_NAMES = ['Line Follower Workshop', 'Hack Night', 'Poetry Slam', 'Startup Pitch', 'Quiz Bowl', 'Jazz Evening', 'Chess Open'];
const VENUES = ['Seminar Hall 1', 'Main Auditorium', 'Lab 2, Mechatronics Block', 'Open Air Theatre', 'Library Reading Room'];

/** A campus date `days` from today in UTC terms (tests run the server with CAMPUS_TIME_ZONE=UTC). */
export function dateFromToday(days: number, now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/**
 * The campus date and HH:MM time `minutes` from now in UTC terms (tests run the server
 * with CAMPUS_TIME_ZONE=UTC): an event that starts soon, inside its check-in window.
 */
export function whenFromNow(minutes: number, now: Date = new Date()): { date: string; time: string } {
  const at = new Date(now.getTime() + minutes * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

/**
 * Like `whenFromNow`, five minutes later when that would be the given end time: an event
 * cannot end as it starts, and a test that names a fixed end time runs at any hour.
 */
export function whenFromNowEndingAt(minutes: number, endTime: unknown, now: Date = new Date()): { date: string; time: string } {
  const start = whenFromNow(minutes, now);
  return start.time === endTime ? whenFromNow(minutes + 5, now) : start;
}

export interface EventFactoryInput {
  name: string;
  date: string;
  time: string;
  venue: string;
  description: string;
  type: string;
  capacity?: number | string;
  imageId?: string | null;
  /** Its end, HH:MM campus time; none unless given. */
  endTime?: string | null;
  /** The club it is for, when an officer creates it. */
  organizerId?: string;
  /** The campus language its name and description are written in; the campus default unless given. */
  language?: string;
}

/** An upcoming event, a few days out unless told otherwise. */
export function buildEvent(overrides: Partial<EventFactoryInput> = {}): EventFactoryInput {
  const n = sequence++;
  return {
    name: `${EVENT_NAMES[n % EVENT_NAMES.length]} ${unique().slice(-4)}`,
    date: dateFromToday(3 + (n % 20)),
    time: `${String(9 + (n % 10)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
    venue: VENUES[n % VENUES.length]!,
    description: 'Hands-on session for beginners and the curious. Bring a laptop.',
    type: 'Workshop',
    capacity: 0,
    ...overrides,
  };
}
