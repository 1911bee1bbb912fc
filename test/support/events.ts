import { buildEvent, type EventFactoryInput } from './factories.ts';
import type { HttpClient } from './http-client.ts';

/** Creates an event through the API as the organizer signed in on `client`. */
export async function createEventAs(client: HttpClient, overrides: Partial<EventFactoryInput> = {}) {
  const input = buildEvent(overrides);
  const res = await client.post('/api/events', input);
  if (res.status !== 201) throw new Error(`event creation failed: ${res.status} ${res.text}`);
  return res.body as { id: string; name: string; startsAt: string; organizer: { id: string; name: string }; [key: string]: unknown };
}
