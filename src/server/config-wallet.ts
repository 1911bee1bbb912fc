import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Apple Wallet passes: the pass type's certificate and key, and Apple's intermediate (WWDR) that signed it. */
export interface AppleWallet {
  passTypeId: string;
  teamId: string;
  /** PEM texts, read once at start-up. */
  cert: string;
  key: string;
  keyPassphrase?: string;
  wwdr: string;
}

/** Google Wallet: the issuer account and the service account whose key signs the "Save to Google Wallet" links. */
export interface GoogleWallet {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
  /** The key's id, named in the link's header so Google picks the right public key. */
  keyId?: string;
}

export interface WalletPasses {
  apple?: AppleWallet;
  google?: GoogleWallet;
}

/** The APPLE_* and GOOGLE_WALLET_* part of config.ts's environment schema. */
export function walletEnvShape(optional: z.ZodType<string | undefined>) {
  return {
    APPLE_PASS_TYPE_ID: optional,
    APPLE_TEAM_ID: optional,
    APPLE_PASS_CERT: optional,
    APPLE_PASS_KEY: optional,
    APPLE_PASS_KEY_PASSPHRASE: optional,
    APPLE_WWDR_CERT: optional,
    GOOGLE_WALLET_ISSUER_ID: optional,
    GOOGLE_WALLET_SERVICE_ACCOUNT: optional,
  };
}

type WalletEnv = { [K in keyof ReturnType<typeof walletEnvShape>]: string | undefined };

const APPLE_NAMES = ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'] as const;

/**
 * A setting that is either the text itself or the path of a file holding it: a PEM
 * (or the service account's JSON) is long and multi-line, which some hosts' settings
 * cannot hold, so both are accepted. `\n` written out in a one-line PEM is a newline
 * (JSON has its own escapes).
 */
function textOrFile(name: string, value: string, looksInline: (v: string) => boolean, unescape = true): string {
  const trimmed = value.trim();
  if (looksInline(trimmed)) return unescape ? trimmed.replace(/\\n/g, '\n') : trimmed;
  try {
    return readFileSync(trimmed, 'utf8');
  } catch {
    throw new Error(`${name}: "${trimmed}" is neither the text itself nor a file that can be read`);
  }
}

const isPem = (v: string) => v.startsWith('-----BEGIN');

function readApple(e: WalletEnv): AppleWallet | undefined {
  const set = APPLE_NAMES.filter((n) => e[n]);
  if (set.length === 0) return undefined;
  if (set.length < APPLE_NAMES.length) throw new Error(`${APPLE_NAMES.join(', ')} must be set together (missing: ${APPLE_NAMES.filter((n) => !e[n]).join(', ')})`);
  const cert = textOrFile('APPLE_PASS_CERT', e.APPLE_PASS_CERT!, isPem);
  const key = textOrFile('APPLE_PASS_KEY', e.APPLE_PASS_KEY!, isPem);
  const wwdr = textOrFile('APPLE_WWDR_CERT', e.APPLE_WWDR_CERT!, isPem);
  for (const [name, pem] of [['APPLE_PASS_CERT', cert], ['APPLE_WWDR_CERT', wwdr]] as const) {
    try {
      new X509Certificate(pem);
    } catch {
      throw new Error(`${name}: not a PEM certificate (convert Apple's .cer with: openssl x509 -inform der -in file.cer -out file.pem)`);
    }
  }
  try {
    createPrivateKey({ key, passphrase: e.APPLE_PASS_KEY_PASSPHRASE });
  } catch {
    throw new Error('APPLE_PASS_KEY: not a PEM private key (or APPLE_PASS_KEY_PASSPHRASE does not open it)');
  }
  return { passTypeId: e.APPLE_PASS_TYPE_ID!.trim(), teamId: e.APPLE_TEAM_ID!.trim(), cert, key, keyPassphrase: e.APPLE_PASS_KEY_PASSPHRASE, wwdr };
}

const serviceAccountSchema = z.object({ client_email: z.string().min(1), private_key: z.string().min(1), private_key_id: z.string().optional() });

function readGoogle(e: WalletEnv): GoogleWallet | undefined {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_SERVICE_ACCOUNT: account } = e;
  if (!issuerId && !account) return undefined;
  if (!issuerId || !account) throw new Error('GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT must be set together');
  if (!/^\d+$/.test(issuerId.trim())) throw new Error(`GOOGLE_WALLET_ISSUER_ID: "${issuerId}" is not an issuer id (the digits the Wallet console shows)`);
  let json: unknown;
  try {
    json = JSON.parse(textOrFile('GOOGLE_WALLET_SERVICE_ACCOUNT', account, (v) => v.startsWith('{'), false));
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error("GOOGLE_WALLET_SERVICE_ACCOUNT: not the service account's JSON key file");
    throw error;
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) throw new Error("GOOGLE_WALLET_SERVICE_ACCOUNT: the service account's JSON key needs client_email and private_key");
  try {
    createPrivateKey(parsed.data.private_key);
  } catch {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT: its private_key is not a PEM private key');
  }
  return { issuerId: issuerId.trim(), clientEmail: parsed.data.client_email, privateKey: parsed.data.private_key, keyId: parsed.data.private_key_id };
}

/** The wallets configured, or the line saying what is wrong. Each wallet's settings come all together or not at all. */
export function readWalletPasses(e: WalletEnv): WalletPasses | string {
  try {
    return { apple: readApple(e), google: readGoogle(e) };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
