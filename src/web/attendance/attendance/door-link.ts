/**
 * What a student's in-app scanner read from the door screen: the link the QR
 * code holds, `<origin>/events/<id>/check-in?code=XXXXXXXXXX`. Only the path and the code
 * matter: the origin is the server's public address, which a phone may reach by another.
 */
export interface DoorLink {
  eventId: string;
  code: string;
}

const CHECK_IN_PATH = /^\/events\/([^/]+)\/check-in$/;

export function readDoorLink(text: string): DoorLink | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'https://quad.invalid');
  } catch {
    return null;
  }
  const match = CHECK_IN_PATH.exec(url.pathname);
  const code = url.searchParams.get('code');
  if (!match || !code) return null;
  try {
    return { eventId: decodeURIComponent(match[1]!), code };
  } catch {
    return null;
  }
}
