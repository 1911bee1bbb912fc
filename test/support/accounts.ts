import type { Db } from '../../src/server/infrastructure/db/connection.ts';
import type { OrganizerSignup, StudentSignup } from '../../src/domain/schemas/account.ts';
import { buildOrganizer, buildStudent } from './factories.ts';
import type { HttpClient } from './http-client.ts';

export interface SignedUp<T> {
  input: T;
  user: { id: string; name: string; email: string; role: string; usn?: string | null; organizerId?: string | null };
}

/** Signs a new student up through the API; the client holds the session afterwards. */
export async function signUpStudent(client: HttpClient, overrides: Partial<StudentSignup> = {}): Promise<SignedUp<StudentSignup>> {
  const input = buildStudent(overrides);
  const res = await client.post('/api/signup/student', input);
  if (res.status !== 201) throw new Error(`student sign-up failed: ${res.status} ${res.text}`);
  return { input, user: res.body.user };
}

export async function signUpOrganizer(client: HttpClient, overrides: Partial<OrganizerSignup> = {}): Promise<SignedUp<OrganizerSignup>> {
  const input = buildOrganizer(overrides);
  const res = await client.post('/api/signup/organizer', input);
  if (res.status !== 201) throw new Error(`organizer sign-up failed: ${res.status} ${res.text}`);
  return { input, user: res.body.user };
}

/** Marks an address confirmed, as the confirmation link does (booleans are 1/0 on SQLite). */
export async function markEmailVerified(ctx: { db: Db; handle: { dialect: string } }, userId: string) {
  await ctx.db.updateTable('users').set({ email_verified: ctx.handle.dialect === 'sqlite' ? 1 : true }).where('id', '=', userId).execute();
}
