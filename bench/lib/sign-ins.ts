import type { DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import { BENCH_PASSWORD, insertStudents } from './campus.ts';

/** The campus network's one public address (the server runs with TRUST_PROXY=true). */
const CAMPUS_ADDRESS = '203.0.113.7';

/**
 * goal: a lecture hall of 300 students signs in at once, everyone behind the campus's one
 * public address (X-Forwarded-For), 20 at a time, through the real sign-in route (argon2
 * verification of each password included). The API test (auth/lecture-hall.test.ts)
 * checks that all 300 get in; how long it takes is measured here (target: under 60 s).
 */
export async function lectureHallSignIns(handle: DbHandle, base: string, count = 300, concurrency = 20) {
  const students = await insertStudents(handle, 'hall', count);
  const statuses: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < students.emails.length; i += concurrency) {
    await Promise.all(students.emails.slice(i, i + concurrency).map(async (email) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': CAMPUS_ADDRESS },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }));
  }
  return { seconds: (performance.now() - started) / 1000, statuses, signedIn: statuses[200] ?? 0 };
}
