import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CLUB_ROLE_LABELS } from '../../../domain/club-roles.ts';
import type { ClubRole } from '../../../domain/policy/actor.ts';
import { clubPagePath, eventPagePath } from '../../../domain/event-path.ts';
import { termOf } from '../../../domain/involvement.ts';

/**
 * Open Badges 3.0 credentials (1EdTech), as Quad issues them: an OpenBadgeCredential
 * (AchievementCredential) per attended event and per club role held a term, and the
 * CLR 2.0 ClrCredential that bundles them. Plain objects; signing is service.ts's.
 */

export const OB_CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
export const CLR_CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
const OB_SCHEMA = { id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json', type: '1EdTechJsonSchemaValidator2019' };

export interface Issuer {
  did: string;
  name: string;
  url: string;
  email: string;
}

export interface StatusBit {
  url: string;
  index: number;
}

export const issuerProfile = (issuer: Issuer) => ({ id: issuer.did, type: ['Profile'], name: issuer.name, url: issuer.url, email: issuer.email });

/**
 * The student as the subject: their e-mail address hashed with a salt of this credential's
 * own, so a verifier who knows the address can check it is theirs, and nobody can read it
 * or link two credentials by it.
 */
export function hashedEmail(email: string, salt = randomBytes(8).toString('hex')) {
  const hash = createHash('sha256').update(email.trim().toLowerCase() + salt).digest('hex');
  return { type: 'IdentityObject', hashed: true, identityHash: `sha256$${hash}`, identityType: 'emailAddress', salt };
}

const statusOf = (bit: StatusBit) => ({
  id: `${bit.url}#${bit.index}`,
  type: 'BitstringStatusListEntry',
  statusPurpose: 'revocation',
  statusListIndex: String(bit.index),
  statusListCredential: bit.url,
});

export interface EventFacts {
  id: string;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  club: { id: string; name: string };
  hours: number | null;
  tags: string[];
  outcomes: { id: string; name: string; description: string }[];
  checkedInAt: string;
  reflection: string | null;
}

/** A one-line description from an event's description: wallets show a short one. */
function shortText(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

export function eventCredential(issuer: Issuer, email: string, event: EventFacts, status: StatusBit, issuedAt: string) {
  const achievement = {
    id: `${issuer.url}${eventPagePath(event.id)}#achievement`,
    type: ['Achievement'],
    achievementType: 'CoCurricular',
    name: event.name,
    description: shortText(event.description) || event.name,
    criteria: { narrative: `Checked in at ${event.name}, held by ${event.club.name} on ${event.startsAt.slice(0, 10)}.` },
    creator: { id: `${issuer.url}${clubPagePath(event.club.id)}`, type: ['Profile'], name: event.club.name },
    ...(event.hours !== null && { creditsAvailable: event.hours }),
    ...(event.outcomes.length > 0 && {
      alignment: event.outcomes.map((o) => ({
        type: ['Alignment'],
        targetName: o.name,
        ...(o.description && { targetDescription: o.description }),
        targetUrl: `${issuer.url}/api/outcomes#${o.id}`,
        targetType: 'ext:LearningOutcome',
      })),
    }),
    ...((event.tags.length > 0 || event.outcomes.length > 0) && { tag: [...event.outcomes.map((o) => o.name), ...event.tags] }),
  };
  return {
    '@context': OB_CONTEXT,
    id: `urn:uuid:${randomUUID()}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: event.name,
    description: `Attended ${event.name} (${event.club.name}).`,
    issuer: issuerProfile(issuer),
    validFrom: issuedAt,
    awardedDate: event.checkedInAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [hashedEmail(email)],
      achievement,
      activityStartDate: event.startsAt,
      ...(event.endsAt && { activityEndDate: event.endsAt }),
      ...(event.hours !== null && { creditsEarned: event.hours }),
      term: termOf(event.startsAt.slice(0, 10)),
    },
    ...(event.reflection && { evidence: [{ type: ['Evidence'], name: 'Reflection', description: 'The student’s reflection, approved by the club.', narrative: event.reflection }] }),
    credentialStatus: statusOf(status),
    credentialSchema: [OB_SCHEMA],
  };
}

export interface RoleFacts {
  club: { id: string; name: string };
  role: ClubRole;
  since: string;
}

export function roleCredential(issuer: Issuer, email: string, held: RoleFacts, status: StatusBit, issuedAt: string) {
  const label = CLUB_ROLE_LABELS[held.role];
  return {
    '@context': OB_CONTEXT,
    id: `urn:uuid:${randomUUID()}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${label}, ${held.club.name}`,
    description: `Served ${held.club.name} as ${label.toLowerCase()} for at least a term.`,
    issuer: issuerProfile(issuer),
    validFrom: issuedAt,
    awardedDate: issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [hashedEmail(email)],
      achievement: {
        id: `${issuer.url}${clubPagePath(held.club.id)}#role-${held.role}`,
        type: ['Achievement'],
        achievementType: 'Membership',
        name: `${label}, ${held.club.name}`,
        description: `A member of ${held.club.name}'s team as ${label.toLowerCase()}.`,
        criteria: { narrative: `Held the role of ${label.toLowerCase()} on ${held.club.name}'s team for at least one term.` },
        creator: { id: `${issuer.url}${clubPagePath(held.club.id)}`, type: ['Profile'], name: held.club.name },
      },
      role: label,
      activityStartDate: held.since,
      term: termOf(held.since.slice(0, 10)),
    },
    credentialStatus: statusOf(status),
    credentialSchema: [OB_SCHEMA],
  };
}

/**
 * The CLR 2.0 bundle: every credential as issued, each kept in its own signed form (a
 * VC Data Model 2.0 enveloped credential, `data:application/vc+jwt,<jwt>`), so a
 * verifier checks each as well as the bundle.
 */
export function clrCredential(issuer: Issuer, email: string, studentName: string, items: { credential: { credentialSubject: { achievement: unknown } }; jwt: string }[], issuedAt: string) {
  return {
    '@context': CLR_CONTEXT,
    id: `urn:uuid:${randomUUID()}`,
    type: ['VerifiableCredential', 'ClrCredential'],
    name: `Co-curricular record of ${studentName}`,
    description: `Events attended and roles held at ${issuer.name}, as recorded by Quad.`,
    issuer: issuerProfile(issuer),
    validFrom: issuedAt,
    credentialSubject: {
      type: ['ClrSubject'],
      identifier: [hashedEmail(email)],
      achievement: items.map((i) => i.credential.credentialSubject.achievement),
      verifiableCredential: items.map((i) => ({ '@context': 'https://www.w3.org/ns/credentials/v2', id: `data:application/vc+jwt,${i.jwt}`, type: 'EnvelopedVerifiableCredential' })),
    },
  };
}
