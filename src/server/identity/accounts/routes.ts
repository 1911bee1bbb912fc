import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUserSchema, userResponseSchema } from '../../../domain/responses/accounts.ts';
import { organizerSignupSchema, studentSignupSchemaFor } from '../../../domain/schemas/account.ts';
import type { RouteOptions, ServerContext } from '../../infrastructure/context.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import { toHeaders } from '../../infrastructure/auth/request-headers.ts';
import { markSignUpSignIn } from '../../infrastructure/auth/internal-sign-in.ts';
import { forbidden, unauthorized } from '../../infrastructure/http/errors.ts';
import { studentsSignInWith } from '../../../domain/messages.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { awaitsAdminConfirmation } from '../../../domain/policy/admin.ts';
import { presentMe } from './presenters.ts';
import { deleteAccount } from './delete.ts';
import { findAccount } from './queries.ts';
import { findMemberships } from '../teams/queries.ts';
import { createOrganizerAccount, createStudentAccount } from './signup.ts';

/** Starts a session for a just-created account, the same way sign-in does. */
async function signInAfterSignup(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
) {
  const { headers } = await ctx.auth.api.signInEmail({
    body: credentials,
    headers: markSignUpSignIn(toHeaders(request)),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** An address named in ADMIN_EMAILS is mailed a confirmation link; its rights wait for it. */
function confirmAdminAddress(ctx: ServerContext, email: string) {
  if (!awaitsAdminConfirmation({ email, emailVerified: false }, ctx.config.adminEmails)) return;
  ctx.auth.api
    .sendVerificationEmail({ body: { email, callbackURL: '/admin/feedback' } })
    .catch((error: unknown) => ctx.log.error({ err: error }, 'confirmation mail failed'));
}

/** The account with the clubs its person serves. */
async function presentAccount(ctx: ServerContext, userId: string) {
  const [account, memberships] = await Promise.all([findAccount(ctx.db, userId), findMemberships(ctx.db, userId)]);
  return account ? { ...presentMe(account, ctx.config.adminEmails), memberships: memberships.map((m) => ({ ...m, name: m.name ?? '' })) } : null;
}

async function presentUser(ctx: ServerContext, userId: string) {
  const user = await presentAccount(ctx, userId);
  if (!user) throw unauthorized();
  return { user };
}

export async function accountRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const campus = ctx.config.campus;
  r.post('/signup/student', {
    // CAMPUS_SSO_ONLY: students come from the campus provider; refused whatever the form holds (before validation).
    preValidation: async () => {
      if (campus?.ssoOnly) throw forbidden(studentsSignInWith(campus.name), 'CAMPUS_SIGN_IN_ONLY').sayingIn({ message: (t) => t('ui:signup.studentsSignInWith', { campus: campus.name }) });
    },
    schema: {
      tags: ['accounts'],
      summary: 'Create a student account and profile, and sign in',
      description: "With CAMPUS_SSO_ONLY=true: 403 'Students sign in with <campus>.' (organizer sign-up and password sign-in stay open).",
      body: studentSignupSchemaFor(ctx.config.usnPattern),
      response: { 201: userResponseSchema, ...errorResponses(400, 403, 409) },
    },
  }, async (request, reply) => {
    const userId = await createStudentAccount(ctx.db, request.body);
    await signInAfterSignup(ctx, request, reply, request.body);
    confirmAdminAddress(ctx, request.body.email);
    return reply.status(201).send(await presentUser(ctx, userId));
  });

  r.post('/signup/organizer', {
    schema: {
      tags: ['accounts'],
      summary: 'Create an organizer account and organizing group, and sign in',
      body: organizerSignupSchema,
      response: { 201: userResponseSchema, ...errorResponses(400, 409) },
    },
  }, async (request, reply) => {
    const userId = await createOrganizerAccount(ctx.db, request.body);
    await signInAfterSignup(ctx, request, reply, request.body);
    confirmAdminAddress(ctx, request.body.email);
    return reply.status(201).send(await presentUser(ctx, userId));
  });

  // The web app's session probe: 200 with null when signed out, so a visitor's
  // first page load logs no error.
  r.get('/session', {
    schema: {
      tags: ['accounts'],
      summary: 'The signed-in user, or null',
      response: { 200: sessionUserSchema },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!request.viewer) return { user: null };
    return { user: await presentAccount(ctx, request.viewer.id) };
  });

  r.delete('/me', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: 'Delete the account with its registrations, feedback and (organizers) events',
      description: 'The only owner of a club is refused with 409 (the message names the club) until they hand it over to a manager.',
      response: { 204: z.null(), ...errorResponses(401, 409) },
    },
  }, async (request, reply) => {
    await deleteAccount(ctx, viewerOf(request));
    // The session went with the account; the browser forgets its cookie too.
    const secure = ctx.config.publicUrl.startsWith('https://');
    const name = `${secure ? '__Secure-' : ''}quad.session_token`;
    reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    return reply.status(204).send(null);
  });

  r.get('/me', {
    preValidation: requireUser,
    schema: {
      tags: ['accounts'],
      summary: 'The signed-in user',
      response: { 200: userResponseSchema, ...errorResponses(401) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return presentUser(ctx, viewerOf(request).id);
  });
}
