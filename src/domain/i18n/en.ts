import { MSG } from '../messages.ts';

/**
 * English, the source catalogue: `msg` is the server's and API's messages (messages.ts,
 * SPEC.md §8 word for word, under MSG's keys); `ui` the web app's texts; `mail` the
 * e-mails'. Texts are ICU MessageFormat: `{name}` a value, `{count, plural, …}` a plural.
 * Every other language has exactly these keys (catalogue.test.ts).
 */
export const en = {
  msg: MSG,
  ui: {
    'nav.home': 'Home',
    'nav.about': 'About',
    'nav.feedback': 'Feedback',
    'nav.main': 'Main',
    'nav.menu': 'Menu',
    'nav.openMenu': 'Open menu',
    'nav.closeMenu': 'Close menu',
    'nav.switchToDark': 'Switch to dark mode',
    'nav.switchToLight': 'Switch to light mode',
    'footer.label': 'Footer',
    'footer.terms': 'Terms and Privacy',
    'footer.contact': 'Contact',
    'footer.feedback': 'Feedback and Suggestions',
    'footer.developers': 'Developers',
    'footer.builtBy': 'Quad is built and run by the students and faculty of {campus}.',
    'footer.ourCollege': 'our college',
    'account.login': 'Login',
    'account.signup': 'Signup',
    'account.admin': 'Admin',
    'account.logout': 'Logout',
    'account.menuFor': 'Account menu for {name}',
    'account.studentProfile': 'My profile',
    'account.tickets': 'Tickets',
    'account.involvement': 'Involvement',
    'account.organizerProfile': 'Dashboard',
    'account.account': 'Account',
    'account.logOut': 'Log out',
    'account.mailStatus': 'Mail status',
    'account.venues': 'Venues',
    'account.approvals': 'Approvals',
    'account.audit': 'Audit log',
    'account.clubs': 'Your clubs',
    'account.me': 'Me',
    'account.signedInAs': 'Signed in as {name}',
    'inbox.label': 'Inbox',
    'inbox.unread': '{count, plural, =0 {Inbox} other {Inbox, # unread}}',
    'language.label': 'Language',
    'language.help': 'Quad’s menus, messages and e-mails to you are in this language.',
  },
  mail: {
    greeting: 'Hi {name},',
    signature: '— Quad',
    openLink: 'Or open this link: {url}',
    seeEvent: 'See the event',
    allEvents: 'All your events',
    when: '{date} at {time}, {venue}',
    yourTicket: 'Your ticket',
    ticketQrAlt: 'QR code of your ticket',
    ticketCode: 'Ticket code: {code}',
    ticketCodeText: 'Your ticket code: {code} (show the QR code in Quad or this code at the door).',
    registeredSubject: "You're registered: {event}",
    registeredBody: 'You are registered for {event}, {when}.',
    calendarAttached: 'The event is attached for your calendar.',
    reminderSubject: 'Reminder: {event}',
    reminderSoon: '{lead, select, hour {{event} starts in about an hour: {when}.} other {{event} is tomorrow: {when}.}}',
    reminderCalendar: 'Add it to your calendar: {url}',
    reminderCancel: 'If you can no longer make it, please cancel so someone on the waitlist can take your place.',
  },
} as const;

export type Namespace = keyof typeof en;
/** A catalogue of another language: the same namespaces and keys as English. */
export type Catalogue = { [N in Namespace]: { [K in keyof (typeof en)[N]]: string } };
