import type { FetchQueryOptions } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type Params, type RouteObject } from 'react-router';
import { eventQuery } from '../events/api.ts';
import { organizerQuery } from '../organizers/api.ts';
import { queryClient } from './providers.tsx';
import { FullPageLoader, Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

/** Loads a page's code only when it is visited (the home route stays small). */
function page<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/**
 * The route-change overlay covers the next page's data (DESIGN.md §4): a loader warms
 * the query cache and the page reads it. Failures are left for the page to report.
 */
function warm(options: (params: Params) => FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>): Pick<RouteObject, 'loader'> {
  return {
    loader: async ({ params }) => {
      await queryClient.prefetchQuery(options(params));
      return null;
    },
  };
}
const warmEvent = warm((p) => eventQuery(p.eventId ?? ''));

/** SPEC.md §2's route table (the home page is public, DESIGN.md §4). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/', ...page(() => import('../home/HomePage.tsx'), (m) => m.HomePage) },
      { path: '/about', ...page(() => import('../info/AboutPage.tsx'), (m) => m.AboutPage) },
      { path: '/terms', ...page(() => import('../info/TermsPage.tsx'), (m) => m.TermsPage) },
      { path: '/developers', ...page(() => import('../info/DevelopersPage.tsx'), (m) => m.DevelopersPage) },
      { path: '/login', ...page(() => import('../account/LoginPage.tsx'), (m) => m.LoginPage) },
      { path: '/student-signup', ...page(() => import('../account/StudentSignupPage.tsx'), (m) => m.StudentSignupPage) },
      { path: '/organizer-signup', ...page(() => import('../account/OrganizerSignupPage.tsx'), (m) => m.OrganizerSignupPage) },
      { path: '/forgot-password', ...page(() => import('../account/ForgotPasswordPage.tsx'), (m) => m.ForgotPasswordPage) },
      { path: '/reset-password', ...page(() => import('../account/ResetPasswordPage.tsx'), (m) => m.ResetPasswordPage) },
      { path: '/email-link', ...page(() => import('../account/EmailLinkPage.tsx'), (m) => m.EmailLinkPage) },
      { path: '/:usn/profile', ...page(() => import('../students/ProfilePage.tsx'), (m) => m.ProfilePage) },
      { path: '/:organizerId/dashboard', ...warm((p) => organizerQuery(p.organizerId ?? '')), ...page(() => import('../organizers/DashboardPage.tsx'), (m) => m.DashboardPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/feedback', ...page(() => import('../feedback/PlatformFeedbackPage.tsx'), (m) => m.PlatformFeedbackPage) },
          { path: '/complete-profile', ...page(() => import('../account/CompleteProfilePage.tsx'), (m) => m.CompleteProfilePage) },
          { path: '/account', ...page(() => import('../account/AccountPage.tsx'), (m) => m.AccountPage) },
          { path: '/:eventId/register', ...warmEvent, ...page(() => import('../registrations/RegisterPage.tsx'), (m) => m.RegisterPage) },
          { path: '/:organizerName/create-event', ...page(() => import('../events/CreateEventPage.tsx'), (m) => m.CreateEventPage) },
          { path: '/edit-event/:eventId', ...warmEvent, ...page(() => import('../events/EditEventPage.tsx'), (m) => m.EditEventPage) },
          { path: '/manage-event/:eventId', ...warmEvent, ...page(() => import('../registrations/ManageEventPage.tsx'), (m) => m.ManageEventPage) },
          { path: '/edit-registration/:registrationId', ...page(() => import('../registrations/EditRegistrationPage.tsx'), (m) => m.EditRegistrationPage) },
          { path: '/event-feedback/:eventId', ...warmEvent, ...page(() => import('../feedback/EventFeedbackPage.tsx'), (m) => m.EventFeedbackPage) },
          { path: '/admin/feedback', ...page(() => import('../feedback/AdminFeedbackPage.tsx'), (m) => m.AdminFeedbackPage) },
        ],
      },
      { path: '/events/:eventId', ...warmEvent, ...page(() => import('../event-page/EventPage.tsx'), (m) => m.EventPage) },
      { path: '/404', ...page(() => import('../info/NotFoundPage.tsx'), (m) => m.NotFoundPage) },
      // SPEC.md: /{organizerName} on its own leads home.
      { path: '/:organizerName', element: <Navigate to="/" replace /> },
      { path: '*', ...page(() => import('../info/NotFoundPage.tsx'), (m) => m.NotFoundPage) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
