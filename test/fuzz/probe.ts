import type { FuzzRequest } from './arbitraries.ts';
import type { Fixture } from './fixture.ts';
import type { RouteSpec } from './routes.ts';

type Actor = FuzzRequest['actor'];
const ACTORS: Actor[] = ['anonymous', 'student', 'organizer'];

/**
 * Which actors get past a route's sign-in and role checks: each sends it once with an
 * unknown id and no body (401 and 403 mean no). The fuzzer then mostly sends a route's
 * requests as those actors, so that most requests reach the route's own validation.
 */
export async function actorsAllowed(fixture: Fixture, route: RouteSpec): Promise<Actor[]> {
  const path = route.path.replace(/\{\w+\}/g, 'fuzz-probe-unknown-id');
  const allowed: Actor[] = [];
  let wrote = false;
  for (const actor of ACTORS) {
    const res = await fixture.actors[actor].clone().request(route.method, path);
    if (res.status !== 401 && res.status !== 403) allowed.push(actor);
    if (res.status < 400 && route.method !== 'GET') wrote = true;
  }
  // As after a fuzzed request: only a write that went through can have removed what the ids point at.
  if (wrote) await fixture.restore();
  return allowed.length ? allowed : ACTORS;
}
