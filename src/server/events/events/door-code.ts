import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The door screen's rotating code. Stateless: HMAC-SHA256 keyed by the event's
 * own secret over the event id and the 30-second step, cut to 10 base32 characters (50
 * bits: guessing one within its minute is hopeless, and the URL stays short enough for a
 * QR code a phone reads from across a doorway). A code is accepted during its own step
 * and the next one, so a code photographed and passed on stops working within 60 s.
 */

export const DOOR_STEP_MS = 30_000;
export const DOOR_CODE_LENGTH = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fresh key for an event's door codes. */
export const newDoorSecret = (): string => randomBytes(32).toString('base64url');

const stepAt = (now: Date) => Math.floor(now.getTime() / DOOR_STEP_MS);

function codeForStep(secret: string, eventId: string, step: number): string {
  const mac = createHmac('sha256', secret).update(`${eventId}\n${step}`).digest();
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(mac[i]!);
  let code = '';
  // 56 bits read, the top 50 used: 10 characters of 5 bits each.
  for (let i = 0; i < DOOR_CODE_LENGTH; i++) code += BASE32[Number((bits >> BigInt(51 - i * 5)) & 31n)];
  return code;
}

/** The code to show at `now`, and the end of its step (when the screen shows the next). */
export function doorCode(secret: string, eventId: string, now: Date = new Date()): { code: string; expiresAt: Date } {
  const step = stepAt(now);
  return { code: codeForStep(secret, eventId, step), expiresAt: new Date((step + 1) * DOOR_STEP_MS) };
}

/** Whether `code` is the one of the current step or of the previous one (case and spaces ignored: people retype codes). */
export function isDoorCodeValid(secret: string, eventId: string, code: string, now: Date = new Date()): boolean {
  const given = Buffer.from(code.replace(/\s+/g, '').toUpperCase());
  if (given.length !== DOOR_CODE_LENGTH) return false;
  const step = stepAt(now);
  let valid = false;
  // Both compared, in constant time, so the answer's timing says nothing of which matched.
  for (const s of [step, step - 1]) valid = timingSafeEqual(given, Buffer.from(codeForStep(secret, eventId, s))) || valid;
  return valid;
}
