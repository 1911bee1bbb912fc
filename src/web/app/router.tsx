import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/ComingSoon.tsx';
import { FullPageLoader, Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

/** Loads a page's code only when it is visited (the home route stays small). */
function page<M>(load: () => Promise<M>, pick: (m: M) => React.ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const soon = (title: string) => ({ element: <ComingSoon title={title} /> });

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
      { path: '/:organizerId/dashboard', ...soon('Organizer Dashboard') },
      {
        element: <RequireAuth />,
        children: [
          { path: '/feedback', ...soon('Feedback') },
          { path: '/complete-profile', ...page(() => import('../account/CompleteProfilePage.tsx'), (m) => m.CompleteProfilePage) },
          { path: '/account', ...page(() => import('../account/AccountPage.tsx'), (m) => m.AccountPage) },
          { path: '/:usn/profile', ...soon('Student Profile') },
          { path: '/:eventId/register', ...soon('Register for an event') },
          { path: '/:organizerName/create-event', ...soon('Create Event') },
          { path: '/edit-event/:eventId', ...soon('Edit Event') },
          { path: '/manage-event/:eventId', ...soon('Manage Event') },
          { path: '/edit-registration/:registrationId', ...soon('Edit Registration') },
          { path: '/event-feedback/:eventId', ...soon('Event Feedback') },
        ],
      },
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
