/**
 * The door list holds each ticket as the lowercase hex SHA-256 of its code, never
 * the code: the device hashes what it scanned and looks that up.
 *
 * null where the browser has no `crypto.subtle`: it exists only in a secure context (https,
 * or localhost), and a door device on the venue's LAN may open Quad over plain http by
 * address. Such a device cannot check a code against the list; it saves the scan unchecked
 * and the server judges it when it syncs (no hand-written SHA-256 here to get wrong).
 */
export async function hashTicket(code: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string | null> {
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
