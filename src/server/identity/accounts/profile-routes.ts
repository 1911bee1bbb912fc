import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.ts';
import { profileSchema, userResponseSchema } from '../../../domain/responses/accounts.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';
import { organizerProfileSchema, studentProfileSchemaFor } from '../../../domain/schemas/profile.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import { toHeaders } from '../../infrastructure/auth/request-headers.ts';
import type { RouteOptions, ServerContext } from '../../infrastructure/context.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../infrastructure/http/errors.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { isProfileComplete, presentMe, presentProfile } from './presenters.ts';
import { deleteAccountRow, saveOrganizerProfile, saveStudentProfile } from './profile.ts';
import { findAccount } from './queries.ts';

/** Validates with the form's own schema; a body that is not an object is treated as an empty form. */
function parseForm<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const form = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const result = schema.safeParse(form);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(result.error.issues);
  throw badRequest(message, fields);
}

async function accountOf(ctx: ServerContext, userId: string) {
  const account = await findAccount(ctx.db, userId);
  if (!account) throw unauthorized();
  return account;
}

/** The signed-in user's own profile: /complete-profile reads and saves it here. */
export async function profileRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me/profile', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: "The signed-in user's profile, as /complete-profile edits it",
      response: { 200: profileSchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return presentProfile(await accountOf(ctx, viewerOf(request).id));
  });

  r.put('/me/profile', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: 'Complete or update the profile',
      description:
        "Student: `{name, usn, semester, phone}`, all required ('Please fill all fields'): the USN in the campus pattern " +
        '(GET /api/config `usnPattern`) and unique (409), semester 1–8, a phone of 7 to 15 digits. ' +
        "Organizer: `{name, field, phone?}` ('Organization name and field are required'); `name` is the organization's.",
      response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 409) },
    },
  }, async (request) => {
    const viewer = viewerOf(request);
    if (viewer.role === 'student') {
      await saveStudentProfile(ctx.db, viewer.id, parseForm(studentProfileSchemaFor(ctx.config.usnPattern), request.body));
    } else if (viewer.role === 'organizer') {
      await saveOrganizerProfile(ctx.db, viewer.id, parseForm(organizerProfileSchema, request.body));
    } else {
      throw forbidden(MSG.roleNotRecognized, 'ROLE_NOT_RECOGNIZED');
    }
    return { user: presentMe(await accountOf(ctx, viewer.id)) };
  });

  // SPEC.md §4: a Google sign-up left without the missing details removes the
  // account. /complete-profile offers this as "Cancel sign-up".
  r.delete('/me/signup', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: 'Cancel an unfinished Google sign-up: the account is removed and signed out',
      response: { 204: z.null(), ...errorResponses(401, 409) },
    },
  }, async (request, reply) => {
    const viewer = viewerOf(request);
    if (isProfileComplete(await accountOf(ctx, viewer.id))) throw conflict(MSG.onlyUnfinishedSignupCancels, 'SIGNUP_COMPLETE');
    const { headers } = await ctx.auth.api.signOut({ headers: toHeaders(request), returnHeaders: true });
    await deleteAccountRow(ctx.db, viewer.id);
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.status(204).send(null);
  });
}
