import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK } from './event-display.ts';
import { handOverBeforeDeleting, MSG, signInCancelled, signInWith, signInWithFailed, signUpWithFailed, studentsSignInWith, syncedCheckIns, type MessageKey } from './messages.ts';
import { SEMESTER_HINT, USN_HINT } from './schemas/fields.ts';
import { feedbackInputSchema, ratingMessage } from './schemas/feedback.ts';
import { announcementInputSchema } from './schemas/announcement.ts';
import { invitationInputSchema } from './schemas/team.ts';
import { emailOnlySchema } from './schemas/recovery.ts';
import { bookedByMessage, venueCapacityMessage } from './policy/venues.ts';

/**
 * Pins every user-facing text to its literal wording. Other tests compare an answer
 * with MSG.x itself, so a reworded catalogue entry would still pass them; here the
 * expected text is written out, so any change of wording fails one named expectation.
 */

/** Quoted in SPEC.md (§1, §2, §5, §6, §8) or API.md: copied character for character. */
const FROM_SPEC = {
  loginFirst: 'Kindly login first.',
  logoutFailed: 'Failed to log out. Please try again.',
  roleNotRecognized: 'Role not recognized. Please contact support.',
  fillAllFields: 'Please fill all fields',
  fillAllRequiredFields: 'Please fill all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password should be at least 6 characters long',
  emailInUse: 'Email already in use',
  accountCreated: 'Account created successfully!',
  signedUp: 'Signed up successfully!',
  // SPEC writes these prefixes as 'Failed to sign in: ...'; the catalogue keeps 'prefix: '.
  signInFailed: 'Failed to sign in: ',
  signUpFailed: 'Failed to sign up: ',
  createAccountFailed: 'Failed to create an account: ',
  createProfileFailed: 'Failed to create profile: ',
  profileDenied: 'Permission denied: Unable to create profile',
  googleSignInFailed: 'Failed to sign in with Google: ',
  googleSignUpFailed: 'Failed to sign up with Google: ',
  orgNameAndFieldRequired: 'Organization name and field are required',
  loadEventsFailed: 'Failed to load events. Please try again.',
  loginToRegister: 'Please log in to register for events.',
  noEventsMatch: 'No events match your filters.',
  loginToViewProfile: 'Please log in to view your profile.',
  noStudentProfile: 'No student profile found. Please complete your profile.',
  errorLoadingProfile: 'Error loading profile: ',
  noUpcomingEvents: 'No upcoming events.',
  noPastEvents: 'No past events.',
  organizerNotFound: 'Organizer not found',
  loadDashboardFailed: 'Failed to load dashboard',
  deleteEventFailed: 'Failed to delete event',
  noEventsYet: 'No events created yet. Start by creating one!',
  eventDeleted: 'Event deleted successfully',
  loginToRegisterShort: 'Please log in to register for events',
  onlyStudentsRegister: 'Only students can register for events',
  invalidEventId: 'Invalid event ID',
  eventNotFound: 'Event not found',
  registrationClosed: 'Registration closed for past events.',
  loadEventDetailsFailed: 'Failed to load event details',
  studentProfileNotFound: 'Student profile not found',
  registerFailed: 'Failed to register: ',
  alreadyRegistered: 'You are already registered for this event.',
  registered: 'Registered successfully!',
  confirmCancelRegistration: 'Are you sure you want to cancel your registration?',
  organizerNotFoundForAccount: 'Organizer not found for your account.',
  organizerReferenceNotFound: 'Organizer reference not found',
  createEventFailed: 'Failed to create event',
  eventCreated: 'Event created successfully!',
  fetchEventDetailsFailed: 'Failed to fetch event details',
  updateEventFailed: 'Failed to update event',
  eventUpdated: 'Event updated successfully!',
  fetchEventDataFailed: 'Failed to fetch event data',
  deleteRegistrationFailed: 'Failed to delete registration',
  registrationNotFound: 'Registration not found',
  fetchRegistrationFailed: 'Failed to fetch registration details',
  updateRegistrationFailed: 'Failed to update registration',
  registrationUpdated: 'Registration updated successfully!',
  emailCannotChange: 'Email cannot be changed',
  notAuthorizedToEditRegistration: 'You are not authorized to edit this registration',
  fillOutAllFields: 'Please fill out all fields.',
  studentIdMissing: 'Student ID missing.',
  eventIdMissing: 'Event ID is missing.',
  mustBeRegisteredForFeedback: 'You must be registered for this event to provide feedback.',
  loadEventDataFailed: 'Failed to load event data',
  submitFeedbackFailed: 'Failed to submit feedback',
  errorSubmittingFeedback: 'Error submitting feedback. Try again.',
  thanksForFeedback: 'Thank you for your feedback!',
  // API.md, "Questions, approval, windows, lotteries"
  registrationHasClosed: 'Registration has closed.',
  // API.md, "Club teams and the campus office"
  venueBooked: 'This venue is booked at that time.',
  // API.md, "Attendance"
  codeExpired: 'This code has expired.',
} satisfies Partial<Record<MessageKey, string>>;

/** Quad's own texts, for what SPEC.md and API.md leave unworded (new features, generic errors). */
const QUAD_OWN = {
  profileIncomplete: 'Your profile is incomplete. Please complete it to continue.',
  passwordTooLong: 'Password should be at most 128 characters long',
  invalidEmail: 'Please enter a valid email address',
  usnInUse: 'USN already in use',
  usnInvalid: 'Enter your USN as on your ID card (letters and digits, e.g. 1RV22CS001)',
  phoneInvalid: 'Enter a phone number with 7 to 15 digits',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  googleAccountNotLinked: 'An account with this email already exists. Log in with your password or an email link first.',
  googleCancelled: 'Google sign-in was cancelled.',
  googleUnavailable: 'Google sign-in is not available right now. Please try again.',
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset the password. It is valid for one hour.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  signInLinkSent: 'If an account exists for this email, we have sent a sign-in link. It is valid for 15 minutes.',
  linkOutsideQuad: 'Links can only lead to pages of Quad.',
  signInLinkInvalid: 'This sign-in link is invalid, has expired or was already used. Please request a new one.',
  profileSaved: 'Profile saved successfully!',
  saveProfileFailed: 'Failed to save profile: ',
  onlyUnfinishedSignupCancels: 'Only an unfinished sign-up can be cancelled.',
  signupCancelled: 'Your sign-up was cancelled and the account removed.',
  sessionNotFound: 'Session not found',
  signedOutElsewhere: 'Signed out on all other devices.',
  semesterRange: 'Semester must be a number from 1 to 8',
  capacityInvalid: 'Max participants must be a whole number, 0 for no limit',
  capacityTooLarge: 'Max participants must be at most 100000',
  chooseImageFile: 'Choose an image file (JPEG, PNG, WebP or GIF)',
  imageUnreadable: 'This image could not be read. Choose an image file (JPEG, PNG, WebP or GIF)',
  usnMismatch: 'USN does not match your student profile',
  registrationCancelled: 'Your registration was cancelled.',
  cannotCancelPast: 'Registrations for past events can no longer be changed.',
  alreadyCheckedIn: 'Already checked in',
  waitlistedCannotCheckIn: 'This student is on the waitlist, not registered.',
  ticketNotFound: 'No registration matches this ticket.',
  waitlisted: 'The event is full: you are on the waitlist. We will e-mail you if a place frees up.',
  feedbackAlreadyGiven: 'You have already given feedback for this event.',
  feedbackNotOpen: 'Feedback opens when the event starts.',
  onlyStudentsFeedback: 'Only students can give feedback on events',
  adminsOnly: 'Only administrators can read platform feedback',
  adminsOnlyMailStatus: 'Only administrators can see the mail status',
  onlyOrganizerAnnounces: 'Only the event’s organizer can send announcements',
  announcementLimit: 'This event has had 10 announcements in the last 24 hours. Please try again later.',
  announcementSent: 'Announcement sent.',
  inboxItemNotFound: 'Message not found',
  onlyStudentsPreferences: 'Only students have message preferences',
  onlyStudentsFollow: 'Only students can follow clubs',
  loginToFollow: 'Please log in to follow clubs.',
  onlyStudentsForYou: 'Only students have a For you view',
  seriesNotFound: 'Series not found',
  loadSeriesFailed: 'Failed to load the series',
  noFeedbackYet: 'No feedback yet',
  eventSubmittedForApproval: 'Event created successfully! It was submitted for approval: students see it once the campus office approves it.',
  eventSentForApprovalAgain: 'Event updated successfully! It was sent for approval again: it is unlisted until the campus office approves it.',
  editNeedsApprovalAgain: 'This change needs the campus office’s approval again: the event will be unlisted until then.',
  onlyOrganizersCreate: 'Only organizers can create events',
  notAllowedToEditEvent: 'You are not allowed to edit this event',
  notAllowedToDeleteEvent: 'You are not allowed to delete this event',
  onlyOrganizersUploadImages: 'Only organizers can upload images',
  onlyOrganizerSeesRegistrations: 'Only the event’s organizer can see its registrations',
  onlyClubTeamSeesRegistrations: 'Only the club’s team can see its registrations',
  registrationStatusInvalid: "status must be 'registered', 'waitlisted', 'pending', 'declined', 'offered' or 'entered'",
  onlyOrganizerChecksIn: 'Only the event’s organizer can check students in',
  onlyOrganizerReadsFeedback: 'Only the event’s organizer can read its feedback',
  onlyClubReadsFeedback: 'Only this organizer can read its feedback',
  onlyClubReadsInsights: 'Only this organizer can read its insights',
  onlyOwnOrganizerProfile: 'You may only update your own profile',
  onlyStudentsHaveRegistrations: 'Only students have registrations',
  onlyStudentsHaveCalendar: 'Only students have a calendar feed',
  calendarNotFound: 'Calendar not found',
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this.',
  internalError: 'Something went wrong. Please try again.',
  invalidInput: 'Invalid input',
  nulCharacter: 'The request contains a NUL character, which is not allowed.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  checkInNotOpen: 'Check-in is not open yet: it opens shortly before the event starts.',
  checkInClosed: 'Check-in has closed for this event.',
  // Involvement record
  endTimeInvalid: 'Please enter a valid end time (HH:MM, 24-hour)',
  endTimeSameAsStart: 'End time must differ from the start time',
  onlyStudentsInvolvement: 'Only students have an involvement record',
  chooseRecordParts: 'Choose at least one part of your record to share',
  tooManyRecordLinks: 'You can have at most 20 shared links. Withdraw one to make another.',
  recordLinkNotFound: 'Shared link not found',
  recordLinkWithdrawn: 'This record link has been withdrawn or does not exist.',
  walletNotConfigured: 'Wallet passes are not available on this campus.',
  walletNoTicket: 'No ticket yet: only a confirmed seat goes in the wallet.',
  exportOncePerHour: 'You can download your data once an hour. Please try again later.',
  adminsOnlyRetention: 'Only the campus office can see or change the retention schedule.',
  retentionDaysInvalid: 'Each retention period must be a whole number of days from 0 to 36500',
  sensitiveLocked: "Students have answered this question: whether it is sensitive can no longer change. Add a new question instead.",
  includeSensitiveInvalid: "includeSensitive must be true or false",
  tokenScope: 'Token scope does not allow this.',
  tokenNameRequired: 'Please give the token a name',
  tokenNameTooLong: 'Token name must be at most 80 characters',
  tokenScopesInvalid: 'Choose at least one scope from the list',
  tokenExpiryInvalid: 'Expiry must be a whole number of days from 1 to 365',
  tokenNotFound: 'Token not found',
  tokenInvalid: 'This API token is not valid or has expired.',
  tokenRateLimited: 'Too many requests with this token. Please slow down.',
  onlyClubOwnerTokens: "Only the club's owner can manage its tokens",
  oembedNotOurs: 'This address is not an event page on this site.',
  oembedJsonOnly: 'Only the JSON format is available.',
  eventLanguageInvalid: 'Choose English, Hindi or Kannada',
  translationSameLanguage: "A translation must be in another language than the event's own",
  translationRepeated: 'Add one translation for each language',
  translationNameRequired: 'Name in the other language is required',
  translationDescriptionRequired: 'Description in the other language is required',
  webhookUrlInvalid: "Enter the endpoint's full address, starting with https://",
  webhookUrlNotAllowed: 'Webhooks can only be sent to https addresses on the public internet',
  webhookEventsInvalid: 'Choose at least one event from the list',
  webhookContactsInvalid: "Say yes or no to including registrants' contacts",
  webhookEnabledInvalid: 'Say whether the webhook is on or off',
  webhookNotFound: 'Webhook not found',
  webhookDeliveryNotFound: 'Delivery not found',
  webhookDisabled: 'This webhook is turned off. Turn it on again first.',
  onlyClubManagersWebhooks: "Only the club's owner or managers can manage its webhooks",
  onlyClubOwnerWebhookContacts: "Only the club's owner can let webhooks carry registrants' contacts",
  // Questions, approval, windows, lotteries
  pendingApproval: 'Thanks! Your registration is pending approval. We will e-mail you when the organizer decides.',
  enteredDraw: 'You are in the draw. We will e-mail you the result after the draw.',
  alreadyEntered: 'You have already entered the draw for this event.',
  drawHeld: 'The draw for this event has already taken place.',
  drawNotHeld: 'The draw has not taken place yet.',
  notPending: 'Only a registration pending approval can be approved or declined.',
  notOffered: 'There is no seat on offer for this registration.',
  offerExpired: 'This offer has expired.',
  seatConfirmed: 'Your seat is confirmed.',
  onlyOrganizerApproves: 'Only the event organizer can approve or decline registrations',
  approvalWithLottery: 'An event can use approval or a lottery, not both.',
  drawAtRequired: 'Please set the draw time for the lottery.',
  drawAfterStart: 'The draw must be before the event starts.',
  windowOrder: 'Registration must open before it closes.',
  claimHoursRange: 'The claim window must be a whole number of hours from 1 to 168.',
  notSeatHolder: 'Only a registered student can be checked in.',
  unknownQuestion: 'Unknown question',
  allocationLocked: 'Registrations have started: the way seats are allocated can no longer change.',
  onlyStudentConfirmsOffer: 'Only the student this seat is offered to can confirm it.',
  // Audit log
  auditReadersOnly: 'Only administrators and clubs can read the audit log',
  // Venues
  venueNotFound: 'Venue not found',
  venueExists: 'A venue with this name already exists in this building.',
  venueCapacityInvalid: 'Capacity must be a whole number from 1 to 100000',
  adminsOnlyVenues: 'Only administrators can add venues',
  chooseCampusVenue: 'Choose one of the campus venues',
  // Club teams
  teamRoleInvalid: 'Choose a role: manager or door staff',
  onlyOwnerKeepsTeam: "Only the club's owner can manage its team",
  alreadyOnTeam: "This person is already on the club's team.",
  clubCannotJoinItself: 'The club account cannot join its own team.',
  invitationInvalid: 'This invitation is no longer valid.',
  memberNotFound: 'Team member not found',
  ownerCannotLeave: 'Hand the club over to a manager before leaving it.',
  handoverToManagerOnly: 'The club can only be handed over to one of its managers.',
  clubHandedOver: "This club is now run from its owner's own account. Sign in with your own account.",
  adminsOnlyTakeOver: 'Only administrators can take over a club.',
  clubHasOwner: 'This club has an owner. Only a club without one can be taken over.',
  notAllowedForClub: 'You do not run events for this club',
  chooseClubForEvent: 'Choose the club the event is for',
  // Event approval
  adminsOnlyApproval: 'Only administrators can approve events',
  reviewStatusInvalid: "status must be 'pending', 'rejected' or 'approved'",
  rejectionReasonRequired: 'Please give a reason',
  eventAlreadyApproved: 'This event is already approved.',
  eventNotAwaitingApproval: 'This event is not awaiting approval.',
  // Self check-in
  notRegisteredForEvent: 'You are not registered for this event.',
  selfCheckInOff: 'Self check-in is not on for this event.',
  onlyStudentsSelfCheckIn: 'Only students check themselves in',
  checkedInYourself: "You're checked in.",
  // The door without a network
  scansInvalid: 'Send the scans as a list, each with its ticket code (or registration id) and the time it was scanned.',
  tooManyScans: 'At most 500 scans at a time.',
  scanTicketInvalid: 'Each scan needs its ticket code (at most 200 characters).',
  scanTimeInvalid: 'Each scan needs the time it was scanned (ISO 8601, with its time zone).',
  scanRegistrationInvalid: "A scan's registration id must be text (at most 200 characters).",
  scanOneIdentifier: 'Each scan names its ticket code or its registration id, one of the two.',
  scanOutsideWindow: 'Scanned outside the check-in window.',
  scanInFuture: "Scanned at a time ahead of the server's clock.",
  savedWillSync: 'Saved, will sync',
  savedUnchecked: 'Saved, will sync (not checked here: checking tickets offline needs https; the server checks it)',
  noDoorList: 'This device has no copy of the registrant list yet: connect once with check-in mode on.',
  pushEndpointInvalid: "The push endpoint must be an https address of a browser's push service.",
  pushKeysInvalid: "The subscription's keys must be the browser's p256dh and auth keys (base64url).",
  pushSubscriptionNotFound: "This device is not subscribed to notifications.",
  notificationChannelInvalid: "Choose push, email, both or neither for each kind of message.",
  adminsOnlyOutcomes: "Only campus administrators can manage learning outcomes",
  outcomeNameRequired: "Outcome name is required",
  outcomeNameTooLong: "Outcome name must be at most 80 characters",
  outcomeDescriptionTooLong: "Outcome description must be at most 500 characters",
  outcomeNameTaken: "A learning outcome with this name already exists",
  outcomeNotFound: "Learning outcome not found",
  eventOutcomesInvalid: "Choose up to 3 of the campus learning outcomes",
  reflectionTextRequired: "Write your reflection",
  reflectionTooLong: "A reflection can be at most 2,000 characters",
  reflectionNotCheckedIn: "You can reflect on an event only after you were checked in at it",
  onlyStudentsReflect: "Only students write reflections",
  reflectionNotFound: "Reflection not found",
  reflectionReviewForbidden: "Only the club's owner or managers can review its reflections",
  reflectionNotPending: "This reflection is not waiting for review",
  returnReasonRequired: "Say why the reflection is returned",
  returnReasonTooLong: "The reason can be at most 500 characters",
  credentialNotFound: "Credential not found",
  credentialJwtRequired: "Paste a credential (a JWT)",
  notCheckedIn: "This registration is not checked in",
  credentialJwtTooLong: "That is too long to be a credential",
} satisfies Partial<Record<MessageKey, string>>;

/** SPEC.md §9's card fallbacks (event-display.ts). */
const FALLBACK_FROM_SPEC = {
  name: 'Untitled Event',
  date: 'Unknown Date',
  time: 'Unknown Time',
  venue: 'Unknown Venue',
  description: 'No description available',
  organizer: 'Organizer',
} satisfies Record<keyof typeof FALLBACK, string>;

/** Quad's own validation texts kept beside their schemas rather than in MSG. */
const OTHER_QUAD_OWN: [string, string, string][] = [
  ['ratingMessage (schemas/feedback.ts)', ratingMessage, 'Rating must be a whole number from 1 to 5'],
  ['USN_HINT (schemas/fields.ts)', USN_HINT, 'As on your ID card, e.g. 1RV22CS001'],
  ['SEMESTER_HINT (schemas/fields.ts)', SEMESTER_HINT, 'A number from 1 to 8'],
  ['venueCapacityMessage (policy/venues.ts)', venueCapacityMessage(250), "Max participants cannot exceed the venue's capacity (250)."],
  ['bookedByMessage (policy/venues.ts)', bookedByMessage({ name: 'Jazz Night', date: '2026-05-01', time: '18:00' }), 'Booked by Jazz Night (2026-05-01 18:00)'],
  // The campus sign-in, in the words of the Google texts
  ['signInWith (messages.ts)', signInWith('RVCE'), 'Sign in with RVCE'],
  ['handOverBeforeDeleting (messages.ts)', handOverBeforeDeleting('Chess Club'), 'You are the only owner of Chess Club. Hand the club over to a manager before deleting your account.'],
  ['studentsSignInWith (messages.ts)', studentsSignInWith('RVCE'), 'Students sign in with RVCE.'],
  ['signInWithFailed (messages.ts)', signInWithFailed('Google'), MSG.googleSignInFailed],
  ['signUpWithFailed (messages.ts)', signUpWithFailed('Google'), MSG.googleSignUpFailed],
  ['signInCancelled (messages.ts)', signInCancelled('Google'), MSG.googleCancelled],
  ['syncedCheckIns (messages.ts)', syncedCheckIns(3), 'Synced 3 check-ins'],
  ['syncedCheckIns (messages.ts), one', syncedCheckIns(1), 'Synced 1 check-in'],
];

describe('the message catalogue (MSG)', () => {
  it('has every message pinned below, each in exactly one table', () => {
    const pinned = [...Object.keys(FROM_SPEC), ...Object.keys(QUAD_OWN)];
    expect(new Set(pinned).size).toBe(pinned.length);
    expect([...pinned].sort()).toEqual(Object.keys(MSG).sort());
  });

  it.each(Object.entries(FROM_SPEC))('MSG.%s reads as SPEC.md/API.md words it: %j', (key, text) => {
    expect(MSG[key as MessageKey]).toBe(text);
  });

  it.each(Object.entries(QUAD_OWN))('MSG.%s (Quad’s own) reads %j', (key, text) => {
    expect(MSG[key as MessageKey]).toBe(text);
  });
});

describe('the other user-facing texts', () => {
  it.each(Object.entries(FALLBACK_FROM_SPEC))('FALLBACK.%s (SPEC.md §9) reads %j', (key, text) => {
    expect(FALLBACK[key as keyof typeof FALLBACK]).toBe(text);
  });

  it.each(OTHER_QUAD_OWN)('%s (Quad’s own) reads as pinned', (_name, actual, text) => {
    expect(actual).toBe(text);
  });
});

// SPEC.md and API.md sit in shared/ beside the repo (in CI); a standalone clone has neither.
const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared');
const specFiles = ['SPEC.md', 'API.md'].map((name) => path.join(sharedDir, name));
const haveSpec = specFiles.every((file) => existsSync(file));

describe.skipIf(!haveSpec)(
  haveSpec ? 'the pinned literals against SPEC.md and API.md' : `SKIPPED: ${specFiles.join(' and ')} absent, so the literals are not checked against them`,
  () => {
    // Read lazily: a skipped block's body still runs when the tests are collected.
    let text: string | undefined;
    const specText = () => (text ??= specFiles.map((file) => readFileSync(file, 'utf8')).join('\n'));
    const fromSpec = [...Object.values(FROM_SPEC), ...Object.values(FALLBACK_FROM_SPEC)];

    it.each(fromSpec)('%j occurs in SPEC.md or API.md', (literal) => {
      expect(specText()).toContain(literal);
    });
  },
);

describe('the headline for a blank required field', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it("says 'Please fill out all fields.' only on feedback, where SPEC.md words it so", () => {
    expect(firstMessage(feedbackInputSchema.safeParse({ comments: 'Great' }))).toBe('Please fill out all fields.');
  });

  it.each([
    ['an announcement', () => announcementInputSchema.safeParse({ subject: ' ', message: 'Hall B' })],
    ['an invitation', () => invitationInputSchema.safeParse({ email: '', role: 'door' })],
    ['a password reset', () => emailOnlySchema.safeParse({ email: '' })],
  ])("says 'Please fill all fields' on %s, like every other form", (_form, parse) => {
    expect(firstMessage(parse())).toBe('Please fill all fields');
  });
});
