import { addDays, startInstant } from '../../domain/time.ts';
import type { StoredQuestion } from '../../domain/questions.ts';
import type { DbHandle } from '../infrastructure/db/connection.ts';
import { addRegistration } from '../registrations/registrations/arrivals.ts';
import { insertDemoEvent } from './demo-events.ts';
import type { RegistrationInput } from '../../domain/schemas/registration.ts';

interface DemoStudent {
  id: string;
  input: RegistrationInput;
}

const VISIT_QUESTIONS: StoredQuestion[] = [
  { id: 'consent', label: 'I agree that my name and resume are shared with the company', kind: 'checkbox', options: [], required: true },
  { id: 'branch', label: 'Branch', kind: 'choice', options: ['CSE', 'ECE', 'ME', 'Other'], required: true },
  { id: 'why', label: 'What would you like to see there?', kind: 'longtext', options: [], required: false },
  // Sensitive: its answers are encrypted and read by the club's owner and managers only.
  { id: 'access', label: 'Anything we should know for the bus ride (health, access needs)?', kind: 'longtext', options: [], required: false, sensitive: true },
];
const BRANCHES = ['CSE', 'CSE', 'ECE', 'ME'];

/**
 * On the demo campus: a 40-seat company visit that needs approval and a
 * consent checkbox (three students pending), and a fest-pass lottery drawn in two days
 * (three entrants). Returns how many registrations it made.
 */
export async function seedRegistrationDepth(handle: DbHandle, timeZone: string, clubId: string, students: DemoStudent[], today: string): Promise<number> {
  const db = handle.db;
  const visitDate = addDays(today, 9);
  const visit = await insertDemoEvent(db, timeZone, {
    organizerId: clubId, name: 'Company Visit: Embedded Systems Lab', type: 'General', date: visitDate, time: '09:00', venue: 'Bus bay, Main Gate', capacity: 40,
    description: 'A guided visit of an embedded-systems company, with a talk by alumni. Seats are approved by the club.', tags: ['Career', 'Tech'],
    settings: { questions: JSON.stringify(VISIT_QUESTIONS), approval: handle.dialect === 'sqlite' ? 1 : true },
  });
  const lotteryDate = addDays(today, 12);
  const fest = await insertDemoEvent(db, timeZone, {
    organizerId: clubId, name: 'Tech Fest Backstage Passes', type: 'Fest', date: lotteryDate, time: '16:00', venue: 'Main Ground', capacity: 2,
    description: 'Two backstage passes for the fest evening, by lottery: enter before the draw, and check the draw afterwards.', tags: ['Tech', 'Culture'],
    settings: { allocation: 'lottery', draw_at: startInstant(addDays(today, 2), '12:00', timeZone) },
  });
  let made = 0;
  for (const [i, s] of students.slice(1).entries()) {
    const answers = { consent: true, branch: BRANCHES[i % BRANCHES.length], ...(i === 0 && { why: 'How their test benches are built.' }) };
    await db.transaction().execute((trx) => addRegistration(trx, handle.dialect, visit, { studentId: s.id, input: s.input, answers }, { timeZone }));
    await db.transaction().execute((trx) => addRegistration(trx, handle.dialect, fest, { studentId: s.id, input: s.input }, { timeZone }));
    made += 2;
  }
  return made;
}
