import { createHash, type KeyObject } from 'node:crypto';
import { parsePublicKey } from '../../config-signing-key.ts';
import type { Config } from '../../config.ts';
import { recordKeys } from '../records/signing.ts';

/**
 * The campus as an issuer of credentials: its `did:web` identifier and its keys. The
 * signing key is the shared records' key (records/signing.ts: RECORD_SIGNING_KEY, or
 * derived from the session secret), so one key speaks for the campus; RECORD_RETIRED_KEYS
 * keeps earlier keys' public halves published, and credentials signed with them verifying.
 */

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface IssuerKeys {
  did: string;
  /** The key credentials are signed with now. */
  privateKey: KeyObject;
  kid: string;
  /** Every key a credential of this campus may be signed with: the current one first. */
  jwks: { keys: PublicJwk[] };
}

/**
 * `did:web` of PUBLIC_URL's host: its port percent-encoded and any path as further
 * segments, as the did:web method says. https://events.example.edu is
 * did:web:events.example.edu; its document is at /.well-known/did.json.
 */
export function didWebOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...path].join(':');
}

/** RFC 7638 thumbprint of an Ed25519 public key: a `kid` that changes only with the key. */
function thumbprint(x: string): string {
  return createHash('sha256').update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x })).digest('base64url');
}

function jwkOf(publicKey: KeyObject, did: string): PublicJwk {
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { kty: 'OKP', crv: 'Ed25519', x, kid: `${did}#${thumbprint(x)}`, alg: 'EdDSA', use: 'sig' };
}

const cache = new WeakMap<object, IssuerKeys>();

export function issuerKeys(config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'recordSigningKey' | 'recordRetiredKeys'>): IssuerKeys {
  let keys = cache.get(config);
  if (!keys) {
    const did = didWebOf(config.publicUrl);
    const current = recordKeys(config);
    const currentJwk = jwkOf(current.publicKey, did);
    const retired = (config.recordRetiredKeys ?? []).map((k) => jwkOf(parsePublicKey(k), did)).filter((k) => k.kid !== currentJwk.kid);
    keys = { did, privateKey: current.privateKey, kid: currentJwk.kid, jwks: { keys: [currentJwk, ...retired] } };
    cache.set(config, keys);
  }
  return keys;
}

/** The DID document of did:web: each key a verification method that may assert (issue) credentials. */
export function didDocument(keys: IssuerKeys) {
  const methods = keys.jwks.keys.map(({ kid, kty, crv, x }) => ({ id: kid, type: 'JsonWebKey2020', controller: keys.did, publicKeyJwk: { kty, crv, x } }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: keys.did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
    authentication: methods.map((m) => m.id),
  };
}
