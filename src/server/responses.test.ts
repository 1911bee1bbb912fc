// Every JSON answer is declared once, in src/domain/responses. The serializer whitelists
// what it sends through those schemas, so a presenter that drifts from its schema would
// lose a field without a word, and the listing's pre-encoded bytes bypass the serializer
// altogether: here each presenter's output, and each answer as it arrives, must parse
// *strictly* (no unknown key at any depth, every declared field present and typed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarFeedSchema,
  deviceSessionListSchema,
  errorSchema,
  eventListingSchema,
  eventSchema,
  feedbackSummarySchema,
  healthSchema,
  insightsSchema,
  myRegistrationsSchema,
  organizerSchema,
  ownFeedbackSchema,
  profileSchema,
  publicConfigSchema,
  registrationListSchema,
  registrationSchema,
  revokedSessionsSchema,
  sessionUserSchema,
  userResponseSchema,
  type EventListing,
} from '../domain/responses/index.ts';
import { presentMe, presentProfile } from './identity/accounts/presenters.ts';
import type { AccountRecord } from './identity/accounts/queries.ts';
import type { RegistrationRow } from './infrastructure/db/schema.ts';
import { presentEvent, presentListingForViewer, presentRating } from './events/events/presenters.ts';
import type { EventRecord } from './events/events/queries.ts';
import { presentFeedbackSummary } from './attendance/feedback/presenters.ts';
import type { FeedbackEntryRow } from './attendance/feedback/queries.ts';
import { errorBody } from './infrastructure/http/errors.ts';
import { PublicReadCache } from './infrastructure/http/public-read-cache.ts';
import { presentRegistration } from './registrations/registrations/presenters.ts';
import { presentSessions } from './identity/sessions/presenters.ts';
import { dateFromToday, whenFromNow } from '../../test/support/factories.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../test/support/accounts.ts';
import { createEventAs } from '../../test/support/events.ts';
import type { HttpClient } from '../../test/support/http-client.ts';
import { checkAnswer } from '../../test/support/openapi-answers.ts';
import { registerAs } from '../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';

/** The schema with every object, at any depth, refusing keys it does not declare. */
function strictly(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    return z.strictObject(Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strictly(v)])));
  }
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return strictly(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return strictly(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodUnion) return z.union((schema.options as z.ZodType[]).map(strictly));
  return schema;
}

function expectShape(schema: z.ZodType, value: unknown, label = '') {
  const result = strictly(schema).safeParse(value);
  expect(result.success ? [] : result.error.issues, `${label} ${JSON.stringify(value)}`).toEqual([]);
}

describe('strictly()', () => {
  it('refuses an unknown key at any depth, and a missing or mistyped field', () => {
    const schema = z.object({ a: z.array(z.object({ b: z.string() }).nullable()).optional() });
    expect(strictly(schema).safeParse({ a: [{ b: 'x' }, null] }).success).toBe(true);
    expect(strictly(schema).safeParse({ a: [{ b: 'x', c: 1 }] }).success).toBe(false);
    expect(strictly(schema).safeParse({ a: [{}] }).success).toBe(false);
    expect(strictly(schema).safeParse({ a: [{ b: 1 }] }).success).toBe(false);
    expect(strictly(schema).safeParse({ z: 1 }).success).toBe(false);
  });
});

const eventRecord: EventRecord = {
  id: 'ev1',
  organizer_id: 'org1',
  organizer_name: 'Robotics Club',
  tags: '[]',
  language: null,
  translations: [],
  outcomes: '[]',
  series_id: null,
  review_status: 'approved',
  review_reason: null,
  venue_id: null,
  name: 'Intro to ROS',
  description: 'Hands-on',
  venue: 'Lab 2',
  type: 'workshop',
  date: '2030-01-05',
  time: '10:00',
  starts_at: '2030-01-05T10:00:00.000Z',
  capacity: 40,
  registrations_count: 3,
  waitlisted_count: 1,
  image_width: null,
  image_height: null,
  image_id: 'img1',
  questions: '[]',
  approval: 0,
  registration_opens_at: null,
  registration_closes_at: null,
  claim_hours: null,
  allocation: 'first-come',
  draw_at: null,
  drawn_at: null,
  self_check_in: 0,
  end_time: '20:00',
  pending_count: 0,
  entered_count: 0,
};

const registrationRow: RegistrationRow = {
  id: 'ev1_1AB23CS001',
  event_id: 'ev1',
  student_id: 'st1',
  name: 'Asha',
  usn: '1AB23CS001',
  email: 'asha@quad.test',
  semester: '5',
  contact_no: '9876543210',
  status: 'registered',
  ticket_code: 'secret-ticket',
  checked_in_at: null,
  created_at: '2029-12-01T08:00:00.000Z',
  updated_at: '2029-12-01T08:00:00.000Z',
  answers: '{}',
  offer_expires_at: null,
  queue_position: null,
  sensitive_answers: null,
};

const account: AccountRecord = {
  id: 'u1',
  name: 'Asha',
  email: 'asha@quad.test',
  role: 'student',
  emailVerified: true,
  usn: '1AB23CS001',
  semester: '5',
  phone: '9876543210',
  organizerName: null,
  organizerField: null,
  hasStudentProfile: true,
  hasOrganizerProfile: false,
};

const EN = { campus: 'en' } as const;

describe('each presenter answers in its declared shape', () => {
  it('presentEvent in a translation', () => {
    const translated = { ...eventRecord, translations: [{ event_id: 'ev1', language: 'kn', name: 'ರೋಬೋಟಿಕ್ಸ್', description: 'ವಿವರ' }] };
    expectShape(eventSchema, presentEvent(translated, { campus: 'en', wanted: 'kn' }), 'translated');
  });

  it('presentEvent: signed out, with a viewer, past, without image or organizer name, from a Date', () => {
    expectShape(eventSchema, presentEvent(eventRecord, EN), 'signed out');
    expectShape(eventSchema, presentEvent({ ...eventRecord, viewer_registration_id: 'r1', viewer_status: 'waitlisted', viewer_feedback_id: 'f1' }, EN), 'viewer');
    expectShape(eventSchema, presentEvent({ ...eventRecord, viewer_registration_id: null, viewer_status: null, viewer_feedback_id: null }, EN), 'no state');
    expectShape(
      eventSchema,
      presentEvent({ ...eventRecord, type: 'Something else', image_id: null, organizer_name: null, starts_at: new Date('2020-01-01T00:00:00Z') }, EN),
      'past',
    );
    expectShape(eventSchema, { ...presentEvent(eventRecord, EN), rating: presentRating({ total: 13, count: 3 }) }, 'rated');
  });

  it("the listing's pre-encoded bytes: shared, and with a student's own state laid over", async () => {
    const now = new Date('2029-01-01T00:00:00Z');
    const listing: EventListing = {
      events: [presentEvent(eventRecord, EN, now), presentEvent({ ...eventRecord, id: 'ev2', image_id: null }, EN, now)],
      nextCursor: 'abc',
    };
    const cached = await new PublicReadCache().get('k', async () => ({ body: listing }));
    expectShape(eventListingSchema, JSON.parse(cached.payload.toString()), 'shared');
    const states = new Map([['ev1', { registrationId: 'r1', waitlisted: false, feedbackGiven: true }]]);
    expectShape(eventListingSchema, JSON.parse(presentListingForViewer(cached, states).toString()), 'with viewer');
    expectShape(eventListingSchema, JSON.parse(presentListingForViewer(cached, undefined).toString()), 'no states');
    const last = await new PublicReadCache().get('k', async () => ({ body: { events: [], nextCursor: null } satisfies EventListing }));
    expectShape(eventListingSchema, JSON.parse(presentListingForViewer(last, states).toString()), 'empty');
  });

  it('presentRegistration: with and without the ticket, checked in, waitlisted', () => {
    expectShape(registrationSchema, presentRegistration(registrationRow));
    expectShape(registrationSchema, presentRegistration(registrationRow, { withTicket: true }));
    expectShape(
      registrationSchema,
      presentRegistration({ ...registrationRow, status: 'waitlisted', contact_no: null, checked_in_at: new Date(), created_at: new Date() }),
    );
    expectShape(myRegistrationsSchema, { upcoming: [{ ...presentRegistration(registrationRow, { withTicket: true }), event: presentEvent(eventRecord, EN) }], past: [] });
  });

  it('presentFeedbackSummary: for one event, over all of an organizer’s events, and empty', () => {
    const rows: FeedbackEntryRow[] = [
      { id: 'f1', rating: 4, comments: 'Good', created_at: '2029-01-01T00:00:00.000Z', name: 'Asha', email: 'asha@quad.test', event_id: 'ev1', event_name: 'Intro' },
      { id: 'f2', rating: 5, comments: 'Great', created_at: new Date(), name: 'Ravi', email: 'ravi@quad.test', event_id: 'ev2', event_name: 'Talk' },
    ];
    expectShape(feedbackSummarySchema, presentFeedbackSummary(rows, false));
    expectShape(feedbackSummarySchema, presentFeedbackSummary(rows, true));
    expectShape(feedbackSummarySchema, presentFeedbackSummary([], true));
  });

  it('presentMe and presentProfile: student, organizer with and without its group, administrator', () => {
    const organizer: AccountRecord = {
      ...account, role: 'organizer', usn: null, semester: null, organizerName: 'Robotics Club', organizerField: 'Robots', hasStudentProfile: false, hasOrganizerProfile: true,
    };
    const unfinished: AccountRecord = { ...organizer, organizerName: null, organizerField: null, phone: null, hasOrganizerProfile: false };
    for (const a of [account, organizer, unfinished]) {
      expectShape(userResponseSchema, { user: presentMe(a) }, a.role);
      expectShape(sessionUserSchema, { user: presentMe(a, [a.email]) }, `${a.role} admin`);
      expectShape(profileSchema, presentProfile(a), a.role);
    }
    expectShape(sessionUserSchema, { user: null });
  });

  it('presentSessions', () => {
    const session = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0', ipAddress: '127.0.0.1', createdAt: '2029-01-01T00:00:00.000Z', lastActiveAt: '2029-01-02T00:00:00.000Z', expiresAt: '2029-02-01T00:00:00.000Z' };
    expectShape(deviceSessionListSchema, { sessions: presentSessions([{ ...session, id: 's1' }, { ...session, id: 's2', userAgent: null, ipAddress: null }], 's2') });
  });

  it('errorBody: with and without fields', () => {
    expectShape(errorSchema, errorBody('INVALID_INPUT', 'Please fill all fields', { usn: 'Please fill all fields' }));
    expectShape(errorSchema, errorBody('NOT_FOUND', 'Not found'));
    expectShape(errorSchema, errorBody('NOT_FOUND', 'Not found', {}));
  });
});

describe('each answer arrives in its declared shape', () => {
  let t: TestApp;
  let organizer: HttpClient;
  let organizerId: string;
  let student: HttpClient;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'responses-admin@quad.test' });
    organizer = t.client();
    organizerId = (await signUpOrganizer(organizer)).user.id;
    student = t.client();
  });
  afterAll(async () => t?.close());

  async function expectAnswer(schema: z.ZodType, res: { status: number; body: unknown }, status = 200) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expectShape(schema, res.body);
  }

  it('accounts, events, registrations, feedback, organizers, sessions, calendar, health', async () => {
    const signup = await student.post('/api/signup/student', {
      name: 'Shape Tester', usn: '1QS23CS777', email: 'shape-tester@quad.test', password: 'secret123', semester: '5', phone: '9876543210',
    });
    await expectAnswer(userResponseSchema, signup, 201);
    const studentAccount = { input: { name: 'Shape Tester', usn: '1QS23CS777', email: 'shape-tester@quad.test', semester: '5' }, user: signup.body as never };

    // Starts in two hours: inside its check-in window.
    const created = await organizer.post('/api/events', { name: 'Shapes', ...whenFromNow(120), venue: 'Hall', description: 'About shapes', type: 'Seminar', capacity: 1 });
    await expectAnswer(eventSchema, created, 201);
    const eventId = (created.body as { id: string }).id;
    const other = await createEventAs(organizer, { name: 'Second shapes' });

    const registration = await registerAs(student, studentAccount as never, eventId);
    expectShape(registrationSchema, registration);
    const waitlisted = t.client();
    const waitlistedStudent = await signUpStudent(waitlisted);
    await registerAs(waitlisted, waitlistedStudent, eventId);

    // The listing: shared bytes (signed out, and a 304-able copy), and a student's bytes with their state.
    await expectAnswer(eventListingSchema, await t.client().get('/api/events?limit=1'));
    await expectAnswer(eventListingSchema, await t.client().get('/api/events'));
    await expectAnswer(eventListingSchema, await student.get('/api/events'));
    await expectAnswer(eventListingSchema, await organizer.get('/api/events'));
    await expectAnswer(eventSchema, await student.get(`/api/events/${eventId}`));
    await expectAnswer(eventSchema, await t.client().get(`/api/events/${other.id}`));
    await expectAnswer(eventSchema, await organizer.patch(`/api/events/${other.id}`, { venue: 'Room 4' }));

    await expectAnswer(registrationListSchema, await organizer.get(`/api/events/${eventId}/registrations`));
    await expectAnswer(registrationSchema, await student.get(`/api/registrations/${registration.id}`));
    await expectAnswer(registrationSchema, await organizer.get(`/api/registrations/${registration.id}`));
    await expectAnswer(registrationSchema, await student.patch(`/api/registrations/${registration.id}`, { name: 'Shape Tester', usn: '1QS23CS777', semester: '6', contactNo: '9876543210' }));
    await expectAnswer(registrationSchema, await organizer.post(`/api/events/${eventId}/check-in`, { code: registration.ticketCode }));
    await expectAnswer(myRegistrationsSchema, await student.get('/api/me/registrations'));
    await expectAnswer(organizerSchema, await t.client().get(`/api/organizers/${organizerId}`));
    await expectAnswer(organizerSchema, await student.get(`/api/organizers/${organizerId}`));
    await expectAnswer(organizerSchema, await organizer.patch(`/api/organizers/${organizerId}`, { name: 'Shape Club', field: 'Geometry', phone: '' }));

    // Feedback, once the event has started.
    await organizer.patch(`/api/events/${eventId}`, { date: dateFromToday(-1) });
    await expectAnswer(ownFeedbackSchema, await student.post(`/api/events/${eventId}/feedback`, { rating: 4, comments: 'Well shaped' }), 201);
    await expectAnswer(ownFeedbackSchema, await student.get(`/api/events/${eventId}/feedback/mine`));
    const rated = await t.client().get(`/api/events/${eventId}`);
    await expectAnswer(eventSchema, rated);
    expect(rated.body).toMatchObject({ rating: { average: 4, count: 1 } });
    await expectAnswer(feedbackSummarySchema, await organizer.get(`/api/events/${eventId}/feedback`));
    await expectAnswer(feedbackSummarySchema, await organizer.get(`/api/organizers/${organizerId}/feedback`));
    await expectAnswer(insightsSchema, await organizer.get(`/api/organizers/${organizerId}/insights`));
    await expectAnswer(ownFeedbackSchema, await student.post('/api/feedback', { rating: 5, comments: 'Nice app' }), 201);
    const admin = t.client();
    const adminUser = await signUpOrganizer(admin, { email: 'responses-admin@quad.test' });
    await markEmailVerified(t.ctx, adminUser.user.id);
    await expectAnswer(feedbackSummarySchema, await admin.get('/api/admin/feedback'));

    // The account's own reads.
    await expectAnswer(userResponseSchema, await student.get('/api/me'));
    await expectAnswer(userResponseSchema, await admin.get('/api/me'));
    await expectAnswer(sessionUserSchema, await student.get('/api/session'));
    await expectAnswer(sessionUserSchema, await t.client().get('/api/session'));
    await expectAnswer(profileSchema, await student.get('/api/me/profile'));
    await expectAnswer(profileSchema, await organizer.get('/api/me/profile'));
    await expectAnswer(userResponseSchema, await organizer.put('/api/me/profile', { name: 'Shape Club', field: 'Geometry' }));
    await expectAnswer(deviceSessionListSchema, await student.get('/api/me/sessions'));
    await expectAnswer(revokedSessionsSchema, await student.post('/api/me/sessions/sign-out-others', {}));
    await expectAnswer(calendarFeedSchema, await student.get('/api/me/calendar'));
    await expectAnswer(calendarFeedSchema, await student.post('/api/me/calendar/reset', {}));
    await expectAnswer(healthSchema, await t.client().get('/api/health'));
    await expectAnswer(publicConfigSchema, await t.client().get('/api/config'));

    // Errors, from a handler, from validation and from the router.
    await expectAnswer(errorSchema, await t.client().get('/api/events/nope'), 404);
    await expectAnswer(errorSchema, await student.post(`/api/events/${other.id}/registrations`, {}), 400);
    await expectAnswer(errorSchema, await t.client().get('/api/nope'), 404);
    await expectAnswer(errorSchema, await t.client().get('/api/me'), 401);
  });

  it('documents a JSON answer for every JSON route in /api/docs/json', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    // Not JSON: CSV, iCalendar, an SVG ticket and the event stream.
    const notJson = /\.(csv|ics|svg)$|^\/api\/live$|^\/api\/calendar\/\{file\}$/;
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      if (notJson.test(path)) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        const documented = success.length > 0 && success.every(([status, r]) => status === '204' || r.content?.['application/json']?.schema);
        if (!documented) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undocumented).toEqual([]);
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/events', '/api/organizers/{id}/insights', '/api/me/registrations']));
  });

  it('lists null in every enum the document says may be null (OpenAPI 3.0 nullable widens the type only)', async () => {
    const doc = (await t.client().get('/api/docs/json')).body;
    const refusingNull: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) refusingNull.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(doc.paths, '');
    expect(refusingNull).toEqual([]);
  });

  it('refuses no request for an unknown field: no documented request body forbids extra properties (API.md ignores them)', async () => {
    const doc = (await t.client().get('/api/docs/json')).body;
    const closed: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if ((node as Record<string, unknown>).additionalProperties === false) closed.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>>)) {
      for (const [method, op] of Object.entries(methods)) {
        walk(op.requestBody, `${method.toUpperCase()} ${path} body`);
        walk(op.parameters, `${method.toUpperCase()} ${path} parameters`);
      }
    }
    expect(closed).toEqual([]);
  });

  it("checks every JSON answer a test client receives against the server's document, naming the path, status and problem", async () => {
    const wrong = await checkAnswer(t.baseUrl, 'GET', '/api/health', 200, { status: 'ok', database: 42 }).catch((e: Error) => e.message);
    expect(wrong).toContain('The answer to GET /api/health (GET /api/health 200) does not match the OpenAPI document:');
    expect(wrong).toContain('/database must be string');
    await expect(checkAnswer(t.baseUrl, 'GET', '/api/events/abc', 404, { error: { code: 'EVENT_NOT_FOUND' } })).rejects.toThrow(/must have required property 'message'/);
    await expect(checkAnswer(t.baseUrl, 'GET', '/api/events/abc', 404, { error: { code: 'EVENT_NOT_FOUND', message: 'Event not found' } })).resolves.toBeUndefined();
  });
});
