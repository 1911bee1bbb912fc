/**
 * The error and success catalogue of SPEC.md §8, word for word. The server sends
 * these as `error.message`; the browser shows them. Never inline these texts.
 */
export const MSG = {
  // Guard and session
  loginFirst: 'Kindly login first.',
  logoutFailed: 'Failed to log out. Please try again.',
  roleNotRecognized: 'Role not recognized. Please contact support.',
  profileIncomplete: 'Your profile is incomplete. Please complete it to continue.',

  // Sign-up and sign-in
  fillAllFields: 'Please fill all fields',
  fillAllRequiredFields: 'Please fill all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password should be at least 6 characters long',
  passwordTooLong: 'Password should be at most 128 characters long',
  invalidEmail: 'Please enter a valid email address',
  emailInUse: 'Email already in use',
  usnInUse: 'USN already in use',
  usnInvalid: 'Enter your USN as on your ID card (letters and digits, e.g. 1RV22CS001)',
  phoneInvalid: 'Enter a phone number with 7 to 15 digits',
  accountCreated: 'Account created successfully!',
  signedUp: 'Signed up successfully!',
  signInFailed: 'Failed to sign in: ',
  signUpFailed: 'Failed to sign up: ',
  createAccountFailed: 'Failed to create an account: ',
  createProfileFailed: 'Failed to create profile: ',
  profileDenied: 'Permission denied: Unable to create profile',
  googleSignInFailed: 'Failed to sign in with Google: ',
  googleSignUpFailed: 'Failed to sign up with Google: ',
  orgNameAndFieldRequired: 'Organization name and field are required',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please try again later.',

  // Google sign-in, recovery, profile completion and sessions
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

  // Listing
  loadEventsFailed: 'Failed to load events. Please try again.',
  loginToRegister: 'Please log in to register for events.',
  noEventsMatch: 'No events match your filters.',

  // Profile
  loginToViewProfile: 'Please log in to view your profile.',
  noStudentProfile: 'No student profile found. Please complete your profile.',
  errorLoadingProfile: 'Error loading profile: ',
  noUpcomingEvents: 'No upcoming events.',
  noPastEvents: 'No past events.',

  // Dashboard
  organizerNotFound: 'Organizer not found',
  loadDashboardFailed: 'Failed to load dashboard',
  deleteEventFailed: 'Failed to delete event',
  noEventsYet: 'No events created yet. Start by creating one!',
  eventDeleted: 'Event deleted successfully',

  // Register
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

  // Create and edit event
  organizerNotFoundForAccount: 'Organizer not found for your account.',
  organizerReferenceNotFound: 'Organizer reference not found',
  createEventFailed: 'Failed to create event',
  eventCreated: 'Event created successfully!',
  fetchEventDetailsFailed: 'Failed to fetch event details',
  updateEventFailed: 'Failed to update event',
  eventUpdated: 'Event updated successfully!',
  // With EVENT_APPROVAL=required: SPEC's words, then what happens next.
  eventSubmittedForApproval: 'Event created successfully! It was submitted for approval: students see it once the campus office approves it.',
  eventSentForApprovalAgain: 'Event updated successfully! It was sent for approval again: it is unlisted until the campus office approves it.',
  editNeedsApprovalAgain: 'This change needs the campus office’s approval again: the event will be unlisted until then.',
  capacityInvalid: 'Max participants must be a whole number, 0 for no limit',
  capacityTooLarge: 'Max participants must be at most 100000',
  chooseImageFile: 'Choose an image file (JPEG, PNG, WebP or GIF)',
  imageUnreadable: 'This image could not be read. Choose an image file (JPEG, PNG, WebP or GIF)',

  // Manage event
  fetchEventDataFailed: 'Failed to fetch event data',
  deleteRegistrationFailed: 'Failed to delete registration',

  // Edit registration
  registrationNotFound: 'Registration not found',
  fetchRegistrationFailed: 'Failed to fetch registration details',
  updateRegistrationFailed: 'Failed to update registration',
  registrationUpdated: 'Registration updated successfully!',
  emailCannotChange: 'Email cannot be changed',
  notAuthorizedToEditRegistration: 'You are not authorized to edit this registration',
  semesterRange: 'Semester must be a number from 1 to 8',
  usnMismatch: 'USN does not match your student profile',
  registrationCancelled: 'Your registration was cancelled.',
  cannotCancelPast: 'Registrations for past events can no longer be changed.',
  alreadyCheckedIn: 'Already checked in',
  waitlistedCannotCheckIn: 'This student is on the waitlist, not registered.',
  ticketNotFound: 'No registration matches this ticket.',
  waitlisted: 'The event is full: you are on the waitlist. We will e-mail you if a place frees up.',

  // Questions, approval, windows, lotteries
  registrationHasClosed: 'Registration has closed.',
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

  // Feedback
  fillOutAllFields: 'Please fill out all fields.',
  studentIdMissing: 'Student ID missing.',
  eventIdMissing: 'Event ID is missing.',
  mustBeRegisteredForFeedback: 'You must be registered for this event to provide feedback.',
  loadEventDataFailed: 'Failed to load event data',
  submitFeedbackFailed: 'Failed to submit feedback',
  errorSubmittingFeedback: 'Error submitting feedback. Try again.',
  thanksForFeedback: 'Thank you for your feedback!',
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

  // Who may do what: the 403s of the role gates (src/domain/policy) and the rules behind them
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

  // Audit log
  auditReadersOnly: 'Only administrators and clubs can read the audit log',

  // Venues
  venueNotFound: 'Venue not found',
  venueBooked: 'This venue is booked at that time.',
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

  // Generic
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this.',
  internalError: 'Something went wrong. Please try again.',
  invalidInput: 'Invalid input',
  nulCharacter: 'The request contains a NUL character, which is not allowed.',

  // Creates safe to send twice (the Idempotency-Key header)
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',

  // Check-in window: 409s of the check-in routes outside it
  checkInNotOpen: 'Check-in is not open yet: it opens shortly before the event starts.',
  checkInClosed: 'Check-in has closed for this event.',

  // Self check-in at the door
  codeExpired: 'This code has expired.',
  notRegisteredForEvent: 'You are not registered for this event.',
  selfCheckInOff: 'Self check-in is not on for this event.',
  onlyStudentsSelfCheckIn: 'Only students check themselves in',
  checkedInYourself: "You're checked in.",

  // The door without a network: a device's scans, sent in batches
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

  // Involvement record
  endTimeInvalid: 'Please enter a valid end time (HH:MM, 24-hour)',
  endTimeSameAsStart: 'End time must differ from the start time',
  onlyStudentsInvolvement: 'Only students have an involvement record',
  chooseRecordParts: 'Choose at least one part of your record to share',
  tooManyRecordLinks: 'You can have at most 20 shared links. Withdraw one to make another.',
  recordLinkNotFound: 'Shared link not found',
  recordLinkWithdrawn: 'This record link has been withdrawn or does not exist.',
  pushEndpointInvalid: "The push endpoint must be an https address of a browser's push service.",
  pushKeysInvalid: "The subscription's keys must be the browser's p256dh and auth keys (base64url).",
  pushSubscriptionNotFound: 'This device is not subscribed to notifications.',
  notificationChannelInvalid: 'Choose push, email, both or neither for each kind of message.',

  // Tickets in Apple Wallet and Google Wallet
  walletNotConfigured: 'Wallet passes are not available on this campus.',
  walletNoTicket: 'No ticket yet: only a confirmed seat goes in the wallet.',

  // Learning outcomes, reflections and credentials
  adminsOnlyOutcomes: 'Only campus administrators can manage learning outcomes',
  outcomeNameRequired: 'Outcome name is required',
  outcomeNameTooLong: 'Outcome name must be at most 80 characters',
  outcomeDescriptionTooLong: 'Outcome description must be at most 500 characters',
  outcomeNameTaken: 'A learning outcome with this name already exists',
  outcomeNotFound: 'Learning outcome not found',
  eventOutcomesInvalid: 'Choose up to 3 of the campus learning outcomes',
  reflectionTextRequired: 'Write your reflection',
  reflectionTooLong: 'A reflection can be at most 2,000 characters',
  reflectionNotCheckedIn: 'You can reflect on an event only after you were checked in at it',
  onlyStudentsReflect: 'Only students write reflections',
  reflectionNotFound: 'Reflection not found',
  reflectionReviewForbidden: "Only the club's owner or managers can review its reflections",
  reflectionNotPending: 'This reflection is not waiting for review',
  returnReasonRequired: 'Say why the reflection is returned',
  returnReasonTooLong: 'The reason can be at most 500 characters',
  credentialNotFound: 'Credential not found',
  credentialJwtRequired: 'Paste a credential (a JWT)',
  notCheckedIn: 'This registration is not checked in',
  credentialJwtTooLong: 'That is too long to be a credential',

  // Privacy: export, retention, sensitive answers
  exportOncePerHour: 'You can download your data once an hour. Please try again later.',
  adminsOnlyRetention: 'Only the campus office can see or change the retention schedule.',
  retentionDaysInvalid: 'Each retention period must be a whole number of days from 0 to 36500',
  sensitiveLocked: "Students have answered this question: whether it is sensitive can no longer change. Add a new question instead.",
  includeSensitiveInvalid: "includeSensitive must be true or false",

  // API tokens
  tokenScope: 'Token scope does not allow this.',
  tokenNameRequired: 'Please give the token a name',
  tokenNameTooLong: 'Token name must be at most 80 characters',
  tokenScopesInvalid: 'Choose at least one scope from the list',
  tokenExpiryInvalid: 'Expiry must be a whole number of days from 1 to 365',
  tokenNotFound: 'Token not found',
  tokenInvalid: 'This API token is not valid or has expired.',
  tokenRateLimited: 'Too many requests with this token. Please slow down.',
  onlyClubOwnerTokens: "Only the club's owner can manage its tokens",

  // Embeds and oEmbed
  oembedNotOurs: 'This address is not an event page on this site.',
  oembedJsonOnly: 'Only the JSON format is available.',
  eventLanguageInvalid: 'Choose English, Hindi or Kannada',
  translationSameLanguage: "A translation must be in another language than the event's own",
  translationRepeated: 'Add one translation for each language',
  translationNameRequired: 'Name in the other language is required',
  translationDescriptionRequired: 'Description in the other language is required',
  // Webhooks
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
} as const;

export type MessageKey = keyof typeof MSG;

// The campus sign-in: its provider's name is configuration (CAMPUS_OIDC_NAME),
// so its texts are made from it, in the words of their Google counterparts above.

/** After a device's offline scans reach the server. */
export const syncedCheckIns = (n: number) => `Synced ${n} check-in${n === 1 ? '' : 's'}`;

/** The campus button, and the 403 of student sign-up with CAMPUS_SSO_ONLY. */
export const signInWith = (provider: string) => `Sign in with ${provider}`;

/** DELETE /api/me by the only owner of a club: it would be left with nobody who can run it. */
export const handOverBeforeDeleting = (club: string) => `You are the only owner of ${club}. Hand the club over to a manager before deleting your account.`;
export const studentsSignInWith = (campus: string) => `Students sign in with ${campus}.`;
/** As MSG.googleSignInFailed and MSG.googleSignUpFailed: the reason follows. */
export const signInWithFailed = (provider: string) => `Failed to sign in with ${provider}: `;
export const signUpWithFailed = (provider: string) => `Failed to sign up with ${provider}: `;
/** signInCancelled('Google') is MSG.googleCancelled. */
export const signInCancelled = (provider: string) => `${provider} sign-in was cancelled.`;
