import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type HydrationState, type Params, type RouteObject } from 'react-router';
import { eventPreload, eventQuery, forYouPreloads, listingPreload } from '../events/api.ts';
import { organizerPreload, organizerQuery } from '../organizers/api.ts';
import { seriesQuery } from '../series/api.ts';
import { privacyPreload } from '../info/api.ts';
import type { ServerRendered } from '../api/preload.ts';
import { queryClient } from './providers.tsx';
import { FullPageLoader, Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

// Every page module, each its own chunk. Named by file, so the server can find a page's
// chunk and styles in the build manifest and send them with its first paint.
const pageModules = import.meta.glob<Record<string, ComponentType>>('../*/*Page.tsx');

/**
 * Loads a page's code only when it is visited (the home route stays small). `ssr` marks
 * the public pages the server renders, with the data their first paint needs.
 */
function page(file: string, name: string, ssr?: Omit<ServerRendered, 'module'>): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  return {
    lazy: async () => ({ Component: (await load())[name] }),
    ...(ssr && { handle: { ssr: { ...ssr, module: new URL(file, 'file:///src/web/app/').pathname.slice(1) } } }),
  };
}
const PUBLIC: Omit<ServerRendered, 'module'> = {};

/**
 * The route-change overlay covers the next page's data (DESIGN.md §4): a loader warms
 * the query cache and the page reads it. Failures are left for the page to report.
 */
function warm(options: (params: Params) => FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>): Pick<RouteObject, 'loader'> {
  return {
    // On the server the request's own client comes as the context (entry-server.tsx).
    loader: async ({ params, context }) => {
      const client = (context as { queryClient?: QueryClient } | undefined)?.queryClient ?? queryClient;
      await client.prefetchQuery(options(params));
      return null;
    },
  };
}
const warmEvent = warm((p) => eventQuery(p.eventId ?? ''));
const warmClub = warm((p) => organizerQuery(p.organizerId ?? ''));
const clubPage: Omit<ServerRendered, 'module'> = { preload: (p) => [organizerPreload(p.organizerId ?? '')] };

/** SPEC.md §2's route table (the home page is public, DESIGN.md §4). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/', ...page('../home/HomePage.tsx', 'HomePage', { preload: (_p, search) => [listingPreload(search), ...forYouPreloads(search)] }) },
      { path: '/about', ...page('../info/AboutPage.tsx', 'AboutPage', PUBLIC) },
      { path: '/terms', ...page('../info/TermsPage.tsx', 'TermsPage', PUBLIC) },
      { path: '/privacy', ...page('../info/PrivacyPage.tsx', 'PrivacyPage', { preload: () => [privacyPreload] }) },
      { path: '/developers', ...page('../info/DevelopersPage.tsx', 'DevelopersPage', PUBLIC) },
      { path: '/login', ...page('../account/LoginPage.tsx', 'LoginPage', { signedOutOnly: true }) },
      { path: '/student-signup', ...page('../account/StudentSignupPage.tsx', 'StudentSignupPage', { signedOutOnly: true }) },
      { path: '/organizer-signup', ...page('../account/OrganizerSignupPage.tsx', 'OrganizerSignupPage', { signedOutOnly: true }) },
      { path: '/forgot-password', ...page('../account/ForgotPasswordPage.tsx', 'ForgotPasswordPage') },
      { path: '/reset-password', ...page('../account/ResetPasswordPage.tsx', 'ResetPasswordPage') },
      { path: '/email-link', ...page('../account/EmailLinkPage.tsx', 'EmailLinkPage') },
      // Public: a signed-out visitor sees the invitation, signs in (or signs up) and comes back.
      { path: '/invitations/:token', ...page('../teams/InvitationPage.tsx', 'InvitationPage') },
      { path: '/:usn/profile', ...page('../students/ProfilePage.tsx', 'ProfilePage') },
      // The club's page, and for its team the workspace's sections, each at its own address.
      { path: '/:organizerId/dashboard', ...warmClub, ...page('../organizers/DashboardPage.tsx', 'DashboardPage', clubPage) },
      { path: '/:organizerId/dashboard/people', ...warmClub, ...page('../organizers/DashboardPage.tsx', 'ClubPeoplePage', clubPage) },
      { path: '/:organizerId/dashboard/insights', ...warmClub, ...page('../organizers/DashboardPage.tsx', 'ClubInsightsPage', clubPage) },
      { path: '/:organizerId/dashboard/settings', ...warmClub, ...page('../organizers/DashboardPage.tsx', 'ClubSettingsPage', clubPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/feedback', ...page('../feedback/PlatformFeedbackPage.tsx', 'PlatformFeedbackPage') },
          { path: '/complete-profile', ...page('../account/CompleteProfilePage.tsx', 'CompleteProfilePage') },
          { path: '/account', ...page('../account/AccountPage.tsx', 'AccountPage') },
          { path: '/account/tokens', ...page('../account/TokensPage.tsx', 'TokensPage') },
          { path: '/inbox', ...page('../announcements/InboxPage.tsx', 'InboxPage') },
          { path: '/involvement', ...page('../involvement/InvolvementPage.tsx', 'InvolvementPage') },
          // The student's ticket wallet, and one ticket's QR code large (its own address: Back returns to the wallet).
          { path: '/tickets', ...page('../tickets/TicketsPage.tsx', 'TicketsPage') },
          { path: '/tickets/:registrationId', ...page('../tickets/TicketPage.tsx', 'TicketPage') },
          { path: '/:eventId/register', ...warmEvent, ...page('../registrations/RegisterPage.tsx', 'RegisterPage') },
          { path: '/:organizerName/create-event', ...page('../events/CreateEventPage.tsx', 'CreateEventPage') },
          { path: '/edit-event/:eventId', ...warmEvent, ...page('../events/EditEventPage.tsx', 'EditEventPage') },
          { path: '/manage-event/:eventId', ...warmEvent, ...page('../registrations/ManageEventPage.tsx', 'ManageEventPage') },
          // Self check-in: the door screen for the club's team, and where its QR code leads a student's phone.
          { path: '/events/:eventId/door', ...warmEvent, ...page('../attendance/DoorScreenPage.tsx', 'DoorScreenPage') },
          { path: '/events/:eventId/check-in', ...page('../attendance/SelfCheckInPage.tsx', 'SelfCheckInPage') },
          { path: '/edit-registration/:registrationId', ...page('../registrations/EditRegistrationPage.tsx', 'EditRegistrationPage') },
          { path: '/event-feedback/:eventId', ...warmEvent, ...page('../feedback/EventFeedbackPage.tsx', 'EventFeedbackPage') },
          { path: '/admin/feedback', ...page('../feedback/AdminFeedbackPage.tsx', 'AdminFeedbackPage') },
          { path: '/admin/status', ...page('../admin/OutboxStatusPage.tsx', 'OutboxStatusPage') },
          { path: '/admin/venues', ...page('../admin/VenuesPage.tsx', 'VenuesPage') },
          { path: '/admin/outcomes', ...page('../admin/OutcomesPage.tsx', 'OutcomesPage') },
          { path: '/admin/events', ...page('../admin/EventQueuePage.tsx', 'EventQueuePage') },
          { path: '/admin/audit', ...page('../audit/AuditPage.tsx', 'AuditPage') },
          { path: '/admin/privacy', ...page('../admin/RetentionPage.tsx', 'RetentionPage') },
          { path: '/:organizerId/activity', ...page('../audit/ActivityPage.tsx', 'ActivityPage') },
        ],
      },
      { path: '/events/:eventId', ...warmEvent, ...page('../event-page/EventPage.tsx', 'EventPage', { preload: (p) => [eventPreload(p.eventId ?? '')] }) },
      // Public, rendered in the browser only: reached from an event's page.
      { path: '/series/:seriesId', ...warm((p) => seriesQuery(p.seriesId ?? '')), ...page('../series/SeriesPage.tsx', 'SeriesPage') },
      { path: '/credentials/check', ...page('../credentials/CheckCredentialPage.tsx', 'CheckCredentialPage') },
      { path: '/404', ...page('../info/NotFoundPage.tsx', 'NotFoundPage', { status: 404 }) },
      // SPEC.md: /{organizerName} on its own leads home.
      { path: '/:organizerName', element: <Navigate to="/" replace /> },
      { path: '*', ...page('../info/NotFoundPage.tsx', 'NotFoundPage', { status: 404 }) },
    ],
  },
];

/** `hydrationData` when the server rendered the page (main.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
