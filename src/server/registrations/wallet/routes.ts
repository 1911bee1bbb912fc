import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { googleWalletLinkSchema } from '../../../domain/responses/wallet.ts';
import { requireUser, viewerOf } from '../../infrastructure/auth/viewer.ts';
import type { RouteOptions } from '../../infrastructure/context.ts';
import { errorResponses } from '../../infrastructure/http/openapi.ts';
import { idParams } from '../../infrastructure/http/params.ts';
import { buildApplePass, PKPASS_TYPE } from './apple.ts';
import { googleSaveUrl } from './google.ts';
import { loadWalletTicket } from './ticket.ts';

const tags = ['registrations'];
const rules = "Its student only (anyone else 404, as for the registration itself); 404 `WALLET_NOT_CONFIGURED` when this wallet is not set up; 409 `NO_TICKET_YET` unless the registration holds a confirmed seat (waitlisted, pending, declined, offered, entered).";

/** A registration's ticket as an Apple Wallet pass and as a "Save to Google Wallet" link (docs/operations.md "Wallet passes"). */
export async function walletRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { apple, google } = ctx.config.wallet;

  r.get('/registrations/:id/wallet.pkpass', {
    preValidation: requireUser,
    schema: {
      tags, summary: "The ticket as an Apple Wallet pass (APPLE_PASS_*)",
      description: `An event ticket signed with the pass certificate: the ticket's QR, the event, club, time and venue in the campus colour; its serial number is the registration's id, and after the event was edited it shows when. ${rules}`,
      params: idParams, response: { 200: z.unknown().describe(PKPASS_TYPE), ...errorResponses(401, 404, 409) },
    },
  }, async (request, reply) => {
    const ticket = await loadWalletTicket(ctx, viewerOf(request), request.params.id, Boolean(apple));
    const pass = await buildApplePass(ticket, apple!);
    return reply
      .type(PKPASS_TYPE)
      .header('content-disposition', `attachment; filename="quad-ticket.pkpass"`)
      // It holds the ticket's secret: kept by no shared cache, nor the browser's.
      .header('cache-control', 'private, no-store')
      .send(pass);
  });

  r.get('/registrations/:id/wallet/google', {
    preValidation: requireUser,
    schema: {
      tags, summary: 'A "Save to Google Wallet" link for the ticket (GOOGLE_WALLET_*)',
      description: `\`saveUrl\`: https://pay.google.com/gp/v/save/<jwt>, the JWT signed (RS256) with the service account and carrying an eventTicketClass and eventTicketObject with the event's details and the ticket's QR value. ${rules}`,
      params: idParams, response: { 200: googleWalletLinkSchema, ...errorResponses(401, 404, 409) },
    },
  }, async (request, reply) => {
    const ticket = await loadWalletTicket(ctx, viewerOf(request), request.params.id, Boolean(google));
    reply.header('cache-control', 'private, no-store');
    return { saveUrl: await googleSaveUrl(ticket, google!, ctx.config.publicUrl) };
  });
}
