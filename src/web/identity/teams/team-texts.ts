export const TEAM_TEXTS = {
  empty: 'No one else is on the team yet. Invite officers to share the work without sharing a password.',
  loadFailed: 'The team could not be loaded.',
  inviteFailed: 'The invitation could not be sent. Please try again.',
  handedOver: "The club is run from its owner's own account: nobody signs in as the club.",
  /** Shown on /login once the club account has handed itself over (its sign-in ended). */
  signInEnded: "The club is now run from its new owner's account.",
} as const;

/** What a confirm dialog of "Make owner" says, from the club account (whose sign-in ends) or an owner in person. */
export function handOverText(name: string, clubSignIn: boolean): string {
  return clubSignIn
    ? `${name} becomes the club's owner. The club account's own sign-in ends: from now on the club is run from ${name}'s own account, and nobody signs in as the club.`
    : `${name} becomes the club's owner. You stay on the team as a manager.`;
}
