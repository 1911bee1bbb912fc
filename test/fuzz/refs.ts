import fc from 'fast-check';

/** The real records a generated request may point at (see fixture.ts). */
export type RefName = 'event' | 'pastEvent' | 'registration' | 'pastRegistration' | 'organizer' | 'student' | 'image' | 'calendarFile' | 'ticketCode';
export const REF_NAMES: RefName[] = ['event', 'pastEvent', 'registration', 'pastRegistration', 'organizer', 'student', 'image', 'calendarFile', 'ticketCode'];

/**
 * A real record's id, looked up when the request is sent: fuzzed requests may delete the
 * pre-created event or registration, and the fixture then makes new ones. `suffix` is
 * appended as it is (already percent-encoded), e.g. `%00`.
 */
export class Ref {
  constructor(
    readonly name: RefName,
    readonly suffix = '',
  ) {}

  [fc.toStringMethod](): string {
    return this.suffix ? `ref(${this.name}) + ${JSON.stringify(this.suffix)}` : `ref(${this.name})`;
  }
}

/** Which records the `{id}` of a path may name. */
export function refsForPath(path: string): RefName[] {
  if (path.startsWith('/api/events/')) return ['event', 'pastEvent'];
  if (path.startsWith('/api/registrations/')) return ['registration', 'pastRegistration'];
  if (path.startsWith('/api/organizers/')) return ['organizer'];
  if (path.startsWith('/images/')) return ['image'];
  if (path.startsWith('/api/calendar/')) return ['calendarFile'];
  return [];
}
