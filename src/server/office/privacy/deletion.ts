import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import { formerParticipant } from '../../../domain/registration-status.ts';
import type { DeletionSummary } from '../../../domain/responses/privacy.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { sayStored } from '../../infrastructure/audit/presenters.ts';
import { auditPseudonym } from '../../infrastructure/audit/service.ts';
import { unauthorized } from '../../infrastructure/http/errors.ts';
import { countAccountRows, findPerson, findRole } from './queries.ts';

/**
 * What DELETE /api/me does to this person's data, counted: it says so before they confirm,
 * in their language (`t`; English without one).
 */
export async function deletionSummary(ctx: Pick<ServerContext, 'db' | 'config'>, userId: string, t: Say = translatorFor('en')): Promise<DeletionSummary> {
  const person = await findPerson(ctx.db, userId);
  if (!person) throw unauthorized();
  const n = await countAccountRows(ctx.db, person);
  // The log stores the stand-in in English; the person reads it in their language, its code kept.
  const pseudonym = sayStored(auditPseudonym(ctx.config.sessionSecret, person.id).name, t);
  const club = (await findRole(ctx.db, userId)) === 'organizer';
  // The name the club's lists give the kept rows, as they say it in this language.
  const former = formerParticipant(t);
  return {
    deleted: [
      { what: t('mail:deletion.account'), count: 1 },
      { what: t('mail:deletion.registrations'), count: n.registrations },
      { what: t('mail:deletion.follows'), count: n.follows },
      { what: t('mail:deletion.inbox'), count: n.inbox },
      { what: t('mail:deletion.links'), count: n.links },
      { what: t('mail:deletion.sessions'), count: n.sessions },
      { what: t('mail:deletion.clubRoles'), count: n.clubRoles },
      { what: t('mail:deletion.events'), count: n.events },
    ].filter((line) => line.count > 0),
    kept: [
      { what: t('mail:deletion.audit'), count: n.audit, why: club ? t('mail:deletion.auditWhyClub') : t('mail:deletion.auditWhy', { pseudonym }) },
      { what: t('mail:deletion.registrationsKept'), count: n.registrationsKept, why: t('mail:deletion.registrationsKeptWhy', { former }) },
      { what: t('mail:deletion.feedback'), count: n.feedback, why: t('mail:deletion.feedbackWhy', { former }) },
      { what: t('mail:deletion.platformFeedback'), count: n.platformFeedback, why: t('mail:deletion.platformFeedbackWhy') },
      { what: t('mail:deletion.images'), count: n.images, why: t('mail:deletion.imagesWhy') },
      { what: t('mail:deletion.totals'), count: 0, why: t('mail:deletion.totalsWhy') },
    ],
    pseudonym,
  };
}
