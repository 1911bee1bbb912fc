import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type HydrationState, type Params, type RouteObject } from 'react-router';
import { eventPreload, eventQuery, forYouPreloads, listingPreload } from '../events/events/api.ts';
import { organizerPreload, organizerQuery } from '../identity/organizers/api.ts';
import { seriesQuery } from '../events/series/api.ts';
import { privacyPreload } from '../platform/info/api.ts';
import type { ServerRendered } from '../infrastructure/api/preload.ts';
import { queryClient } from './providers.tsx';
import { FullPageLoader, Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

// Every page module, each its own chunk. Named by file, so the server can find a page's
// chunk and styles in the build manifest and send them with its first paint.
const pageModules = import.meta.glob<Record<string, ComponentType>>('../*/*/*Page.tsx');

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
      { path: '/', ...page('../events/home/HomePage.tsx', 'HomePage', { preload: (_p, search) => [listingPreload(search), ...forYouPreloads(search)] }) },
      { path: '/about', ...page('../platform/info/AboutPage.tsx', 'AboutPage', PUBLIC) },
      { path: '/terms', ...page('../platform/info/TermsPage.tsx', 'TermsPage', PUBLIC) },
      { path: '/privacy', ...page('../platform/info/PrivacyPage.tsx', 'PrivacyPage', { preload: () => [privacyPreload] }) },
      { path: '/developers', ...page('../platform/info/DevelopersPage.tsx', 'DevelopersPage', PUBLIC) },
      { path: '/login', ...page('../identity/account/LoginPage.tsx', 'LoginPage', { signedOutOnly: true }) },
      { path: '/student-signup', ...page('../identity/account/StudentSignupPage.tsx', 'StudentSignupPage', { signedOutOnly: true }) },
      { path: '/organizer-signup', ...page('../identity/account/OrganizerSignupPage.tsx', 'OrganizerSignupPage', { signedOutOnly: true }) },
      { path: '/forgot-password', ...page('../identity/account/ForgotPasswordPage.tsx', 'ForgotPasswordPage') },
      { path: '/reset-password', ...page('../identity/account/ResetPasswordPage.tsx', 'ResetPasswordPage') },
      { path: '/email-link', ...page('../identity/account/EmailLinkPage.tsx', 'EmailLinkPage') },
      // Public: a signed-out visitor sees the invitation, signs in (or signs up) and comes back.
      { path: '/invitations/:token', ...page('../identity/teams/InvitationPage.tsx', 'InvitationPage') },
      { path: '/:usn/profile', ...page('../identity/students/ProfilePage.tsx', 'ProfilePage') },
      // The club's page, and for its team the workspace's sections, each at its own address.
      { path: '/:organizerId/dashboard', ...warmClub, ...page('../identity/organizers/DashboardPage.tsx', 'DashboardPage', clubPage) },
      { path: '/:organizerId/dashboard/people', ...warmClub, ...page('../identity/organizers/DashboardPage.tsx', 'ClubPeoplePage', clubPage) },
      { path: '/:organizerId/dashboard/insights', ...warmClub, ...page('../identity/organizers/DashboardPage.tsx', 'ClubInsightsPage', clubPage) },
      { path: '/:organizerId/dashboard/settings', ...warmClub, ...page('../identity/organizers/DashboardPage.tsx', 'ClubSettingsPage', clubPage) },
      { path: '/:organizerId/dashboard/webhooks', ...warmClub, ...page('../identity/organizers/DashboardPage.tsx', 'ClubWebhooksPage', clubPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/feedback', ...page('../attendance/feedback/PlatformFeedbackPage.tsx', 'PlatformFeedbackPage') },
          { path: '/complete-profile', ...page('../identity/account/CompleteProfilePage.tsx', 'CompleteProfilePage') },
          { path: '/account', ...page('../identity/account/AccountPage.tsx', 'AccountPage') },
          { path: '/account/tokens', ...page('../identity/account/TokensPage.tsx', 'TokensPage') },
          { path: '/inbox', ...page('../engagement/announcements/InboxPage.tsx', 'InboxPage') },
          { path: '/involvement', ...page('../attendance/involvement/InvolvementPage.tsx', 'InvolvementPage') },
          // The student's ticket wallet, and one ticket's QR code large (its own address: Back returns to the wallet).
          { path: '/tickets', ...page('../registrations/tickets/TicketsPage.tsx', 'TicketsPage') },
          { path: '/tickets/:registrationId', ...page('../registrations/tickets/TicketPage.tsx', 'TicketPage') },
          // Rendered with the student's session: their form (or why not now) is in the first paint.
          {
            path: '/:eventId/register',
            ...warmEvent,
            ...page('../registrations/registrations/RegisterPage.tsx', 'RegisterPage', { signedInOnly: true, preload: (p) => [{ ...eventPreload(p.eventId ?? ''), personal: true }] }),
          },
          { path: '/:organizerName/create-event', ...page('../events/events/CreateEventPage.tsx', 'CreateEventPage') },
          { path: '/edit-event/:eventId', ...warmEvent, ...page('../events/events/EditEventPage.tsx', 'EditEventPage') },
          { path: '/manage-event/:eventId', ...warmEvent, ...page('../registrations/registrations/ManageEventPage.tsx', 'ManageEventPage') },
          // Self check-in: the door screen for the club's team, and where its QR code leads a student's phone.
          { path: '/events/:eventId/door', ...warmEvent, ...page('../attendance/attendance/DoorScreenPage.tsx', 'DoorScreenPage') },
          { path: '/events/:eventId/check-in', ...page('../attendance/attendance/SelfCheckInPage.tsx', 'SelfCheckInPage') },
          { path: '/edit-registration/:registrationId', ...page('../registrations/registrations/EditRegistrationPage.tsx', 'EditRegistrationPage') },
          { path: '/event-feedback/:eventId', ...warmEvent, ...page('../attendance/feedback/EventFeedbackPage.tsx', 'EventFeedbackPage') },
          { path: '/admin/feedback', ...page('../attendance/feedback/AdminFeedbackPage.tsx', 'AdminFeedbackPage') },
          { path: '/admin/status', ...page('../office/admin/OutboxStatusPage.tsx', 'OutboxStatusPage') },
          { path: '/admin/venues', ...page('../office/admin/VenuesPage.tsx', 'VenuesPage') },
          { path: '/admin/outcomes', ...page('../office/admin/OutcomesPage.tsx', 'OutcomesPage') },
          { path: '/admin/events', ...page('../office/admin/EventQueuePage.tsx', 'EventQueuePage') },
          { path: '/admin/audit', ...page('../office/audit/AuditPage.tsx', 'AuditPage') },
          { path: '/admin/privacy', ...page('../office/admin/RetentionPage.tsx', 'RetentionPage') },
          { path: '/:organizerId/activity', ...page('../office/audit/ActivityPage.tsx', 'ActivityPage') },
        ],
      },
      { path: '/events/:eventId', ...warmEvent, ...page('../events/event-page/EventPage.tsx', 'EventPage', { preload: (p) => [eventPreload(p.eventId ?? '')] }) },
      // Public, rendered in the browser only: reached from an event's page.
      { path: '/series/:seriesId', ...warm((p) => seriesQuery(p.seriesId ?? '')), ...page('../events/series/SeriesPage.tsx', 'SeriesPage') },
      { path: '/credentials/check', ...page('../attendance/credentials/CheckCredentialPage.tsx', 'CheckCredentialPage') },
      { path: '/404', ...page('../platform/info/NotFoundPage.tsx', 'NotFoundPage', { status: 404 }) },
      // SPEC.md: /{organizerName} on its own leads home.
      { path: '/:organizerName', element: <Navigate to="/" replace /> },
      { path: '*', ...page('../platform/info/NotFoundPage.tsx', 'NotFoundPage', { status: 404 }) },
    ],
  },
];

/** `hydrationData` when the server rendered the page (main.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
