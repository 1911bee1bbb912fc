import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';

/**
 * Stand-ins for Apple's and Google's keys, made in the test: a root CA, an intermediate
 * playing Apple's WWDR certificate, and a pass type certificate it signed; and a Google
 * service account's key pair.
 */
export interface TestPassCertificates {
  root: string;
  wwdr: string;
  cert: string;
  key: string;
}

let serial = 1;
function certificate(subject: string, publicKey: forge.pki.PublicKey, issuer: { name: string; key: forge.pki.rsa.PrivateKey }, ca: boolean) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = String(serial++).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }, { name: 'keyUsage', keyCertSign: ca, digitalSignature: true }]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** RSA keys from Node (fast), handed to forge for the certificates. */
function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  return { pem, forgePrivate: forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey, forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()) };
}

export function makePassCertificates(): TestPassCertificates {
  const [root, wwdr, pass] = [rsaPair(), rsaPair(), rsaPair()];
  return {
    root: certificate('Test Root CA', root.forgePublic, { name: 'Test Root CA', key: root.forgePrivate }, true),
    wwdr: certificate('Test Worldwide Developer Relations', wwdr.forgePublic, { name: 'Test Root CA', key: root.forgePrivate }, true),
    cert: certificate('Pass Type ID: pass.edu.quad.test', pass.forgePublic, { name: 'Test Worldwide Developer Relations', key: wwdr.forgePrivate }, false),
    key: pass.pem,
  };
}

/** A service account's JSON key file, as the Google Cloud console hands it out, and its public key. */
export function makeServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'quad-test',
    private_key_id: 'test-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'wallet@quad-test.iam.gserviceaccount.com',
  });
  return { json, publicKey };
}

/** The server's environment for both wallets. */
export function walletEnv(certs: TestPassCertificates, serviceAccountJson: string): Record<string, string> {
  return {
    APPLE_PASS_TYPE_ID: 'pass.edu.quad.test',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_PASS_CERT: certs.cert,
    APPLE_PASS_KEY: certs.key,
    APPLE_WWDR_CERT: certs.wwdr,
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccountJson,
  };
}

/** The files of a zip (stored or deflated), read from its central directory. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/**
 * Checks `signature` as Wallet does: a detached PKCS#7 (CMS SignedData) whose signed
 * attributes hold the SHA-1 of `content`, signed by the pass certificate's key, that
 * certificate signed by the WWDR one and that by the root. Throws on the first failure;
 * returns the signer's subject.
 */
export function verifyDetachedSignature(signature: Buffer, content: Buffer, rootPem: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary')));
  const message = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos: forge.asn1.Asn1[]; content?: unknown } };
  if (message.rawCapture.content) throw new Error('the signature carries its content: not detached');
  const [signer] = message.certificates.filter((c) => !c.extensions.find((e) => e.name === 'basicConstraints')?.cA);
  if (!signer) throw new Error('no signer certificate');
  const store = forge.pki.createCaStore([rootPem]);
  forge.pki.verifyCertificateChain(store, [signer, ...message.certificates.filter((c) => c !== signer)]);

  const [info] = message.rawCapture.signerInfos;
  const parts = info!.value as forge.asn1.Asn1[];
  const attributes = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const signed = parts.at(-1)!;
  if (!attributes) throw new Error('no signed attributes');
  const digestOid = forge.asn1.derToOid((parts[2]!.value as forge.asn1.Asn1[])[0]!.value as string);
  const hash = digestOid === forge.pki.oids.sha256 ? 'sha256' : 'sha1';
  const messageDigest = (attributes.value as forge.asn1.Asn1[]).find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest);
  const digest = ((messageDigest!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  if (Buffer.from(digest, 'binary').toString('hex') !== createHash(hash).update(content).digest('hex')) throw new Error('the signed digest is not that of the content');
  // The signature covers the attributes as a SET (tag 0x31), not as the [0] they are stored under.
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]);
  const signedBytes = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
  const publicKey = createPublicKey(forge.pki.publicKeyToPem(signer.publicKey));
  if (!verify(hash, signedBytes, publicKey, Buffer.from(signed.value as string, 'binary'))) throw new Error('the signature does not verify with the signer certificate');
  return signer.subject.getField('CN').value as string;
}
