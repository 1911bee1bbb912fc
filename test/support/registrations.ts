import type { SignedUp } from './accounts.ts';
import type { StudentSignup } from '../../src/domain/schemas/account.ts';
import type { HttpClient } from './http-client.ts';

/** The registration form a student would submit (prefilled from their account). */
export function registrationBody(student: SignedUp<StudentSignup>, overrides: Record<string, unknown> = {}) {
  return { name: student.input.name, usn: student.input.usn, email: student.input.email, semester: student.input.semester, ...overrides };
}

export async function registerAs(client: HttpClient, student: SignedUp<StudentSignup>, eventId: string) {
  const res = await client.post(`/api/events/${eventId}/registrations`, registrationBody(student));
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return res.body as { id: string; status: 'registered' | 'waitlisted'; ticketCode: string };
}
