import { contrast, normalizeHexColour } from '../../../domain/accent.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { AppleWallet } from '../../config-wallet.ts';
import type { WalletTicket } from './ticket.ts';

export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** `rgb(r, g, b)`: the only colour form pass.json takes. */
function rgb(hex: string): string {
  const n = Number.parseInt(normalizeHexColour(hex).slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** White text on the campus colour, or near-black where white would not read (WCAG 4.5:1). */
function passColours(accent: string) {
  const light = contrast('#ffffff', accent) >= 4.5;
  return {
    backgroundColor: rgb(accent),
    foregroundColor: light ? 'rgb(255, 255, 255)' : 'rgb(20, 20, 20)',
    labelColor: light ? 'rgb(235, 240, 240)' : 'rgb(50, 50, 50)',
  };
}

/** Quad's mark (public/favicon.svg's four squares) in the campus colour, as the pass's icon and logo need it. */
const markSvg = (accent: string, size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${accent}"/><rect x="12" y="12" width="18" height="18" rx="4" fill="#fff"/><rect x="34" y="12" width="18" height="18" rx="4" fill="#fff" fill-opacity=".7"/><rect x="12" y="34" width="18" height="18" rx="4" fill="#fff" fill-opacity=".7"/><rect x="34" y="34" width="18" height="18" rx="4" fill="#fff"/></svg>`;

/** Wallet needs icon.png (29 pt) and shows logo.png (up to 50 pt high) at the top; drawn once per colour. */
const IMAGES: [string, number][] = [['icon.png', 29], ['icon@2x.png', 58], ['icon@3x.png', 87], ['logo.png', 50], ['logo@2x.png', 100]];
const images = new Map<string, Promise<Record<string, Buffer>>>();
function passImages(accent: string): Promise<Record<string, Buffer>> {
  let drawn = images.get(accent);
  if (!drawn) {
    drawn = import('sharp').then(async ({ default: sharp }) =>
      Object.fromEntries(await Promise.all(IMAGES.map(async ([file, size]) => [file, await sharp(Buffer.from(markSvg(accent, size))).png().toBuffer()] as const))),
    );
    drawn.catch(() => images.delete(accent));
    images.set(accent, drawn);
  }
  return drawn;
}

/** Field dates as Wallet's examples write them: to the second, no milliseconds. */
const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

const DATE = { dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort' } as const;

/**
 * The ticket as an Apple Wallet event ticket (.pkpass): a zip of pass.json, the images,
 * manifest.json (each file's SHA-1) and `signature`, a detached PKCS#7 of the manifest
 * made with the pass type's certificate. Its serial number is the registration's, so a
 * pass downloaded again replaces the one in the wallet; after the event was edited it
 * says so on its face, with the time of the change. Its labels are in the holder's language.
 */
export async function buildApplePass(ticket: WalletTicket, apple: AppleWallet): Promise<Buffer> {
  // Loaded with the first pass: neither it nor its validator is needed at start.
  const { PKPass, PassType } = await import('passkit-generator');
  // The labels in the holder's language; Wallet writes the dates in the phone's own.
  const t = translatorFor(ticket.language);
  const pass = new PKPass(
    { ...(await passImages(ticket.accent)) },
    { wwdr: apple.wwdr, signerCert: apple.cert, signerKey: apple.key, signerKeyPassphrase: apple.keyPassphrase },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      serialNumber: ticket.registrationId,
      organizationName: ticket.campusName,
      description: t('mail:wallet.description', { event: ticket.eventName }),
      logoText: ticket.clubName,
      sharingProhibited: true,
      ...passColours(ticket.accent),
    },
  );
  const type = new PassType('eventTicket');
  if (ticket.changedAt) {
    type.headerFields.push({ key: 'changed', label: t('mail:wallet.eventChanged'), value: w3c(ticket.changedAt), dateStyle: 'PKDateStyleShort', changeMessage: t('mail:wallet.eventChangedNotice') });
  }
  type.primaryFields.push({ key: 'event', label: t('mail:wallet.event'), value: ticket.eventName });
  type.secondaryFields.push(
    { key: 'starts', label: t('mail:wallet.starts'), value: w3c(ticket.startsAt), ...DATE, changeMessage: t('mail:wallet.newTime') },
    { key: 'venue', label: t('mail:wallet.venue'), value: ticket.venue, changeMessage: t('mail:wallet.newVenue') },
  );
  type.auxiliaryFields.push(
    { key: 'club', label: t('mail:wallet.club'), value: ticket.clubName },
    { key: 'holder', label: t('mail:wallet.holder'), value: `${ticket.holderName} · ${ticket.usn}` },
  );
  if (ticket.endsAt) type.auxiliaryFields.push({ key: 'ends', label: t('mail:wallet.ends'), value: w3c(ticket.endsAt), timeStyle: 'PKDateStyleShort' });
  type.backFields.push(
    { key: 'code', label: t('mail:wallet.ticketCode'), value: ticket.ticketCode },
    { key: 'page', label: t('mail:wallet.eventPage'), value: ticket.eventUrl },
    { key: 'version', label: t('mail:wallet.passVersion'), value: ticket.version },
    ...(ticket.changedAt ? [{ key: 'changed-back', label: t('mail:wallet.detailsChanged'), value: w3c(ticket.changedAt), ...DATE }] : []),
  );
  pass.types.push(type);
  pass.setBarcodes({ message: ticket.ticketCode, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: ticket.ticketCode });
  pass.setRelevantDates([ticket.endsAt ? { startDate: ticket.startsAt, endDate: ticket.endsAt } : { date: ticket.startsAt, relevantDate: ticket.startsAt }]);
  // Older iPhones read the single date.
  pass.setRelevantDate(new Date(ticket.startsAt));
  pass.setExpirationDate(new Date(ticket.expiresAt));
  return pass.getAsBuffer();
}
