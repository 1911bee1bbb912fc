import type { ServerContext } from '../../src/server/infrastructure/context.ts';
import { signUpStudent } from './accounts.ts';
import { buildEvent, whenFromNowEndingAt } from './factories.ts';
import type { HttpClient } from './http-client.ts';
import { registerAs } from './registrations.ts';

/** A club's event starting within the check-in window (the API refuses past dates). */
export async function soonEvent(club: HttpClient, overrides: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const res = await club.post('/api/events', { ...buildEvent(whenFromNowEndingAt(60, overrides.endTime)), ...overrides });
  if (res.status !== 201) throw new Error(`event failed: ${res.status} ${res.text}`);
  return res.body;
}

/** A new student, registered for the event and checked in by its club at the door. */
export async function attendingStudent(ctx: Pick<ServerContext, 'db'>, club: HttpClient, client: HttpClient, eventId: string) {
  const signedUp = await signUpStudent(client);
  await registerAs(client, signedUp, eventId);
  const reg = await ctx.db.selectFrom('registrations').select('id').where('event_id', '=', eventId).where('student_id', '=', signedUp.user.id).executeTakeFirstOrThrow();
  const checked = await club.post(`/api/registrations/${reg.id}/check-in`, {});
  if (checked.status !== 200) throw new Error(`check-in failed: ${checked.status} ${checked.text}`);
  return { client, signedUp, id: signedUp.user.id, registrationId: reg.id };
}
