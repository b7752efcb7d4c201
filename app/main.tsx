// The browser entry: the admin application (admin-ui/) with the hand-built screens and the resources'
// screen overrides (custom-screens/), which admin-ui itself never imports.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from '../admin-ui/App.js';
import { ResetPasswordPage } from '../admin-ui/auth/ResetPasswordPage.js';
import { VerifyEmailPage } from '../custom-screens/membership/VerifyEmailPage.js';
import { customScreens } from './custom-screens.js';
import { screenOverrides } from './screen-overrides.js';

// A data router, not <BrowserRouter>: only a data router lets react-admin hold a navigation that would
// lose unsaved edits (warnWhenUnsavedChanges).
const adminPages = () =>
  createBrowserRouter([{ path: '*', element: <App customScreens={customScreens} overrides={screenOverrides} /> }], {
    future: { v7_relativeSplatPath: true, v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_skipActionErrorRevalidation: true },
  });

// the reset link is opened signed out, so it is served outside the admin (which requires sign-in)
const page =
  window.location.pathname === '/reset-password' ? (
    <ResetPasswordPage token={new URLSearchParams(window.location.search).get('token')} />
  ) : window.location.pathname === '/verify-email' ? (
    <VerifyEmailPage token={new URLSearchParams(window.location.search).get('token')} />
  ) : (
    <RouterProvider router={adminPages()} future={{ v7_startTransition: true }} />
  );

createRoot(document.getElementById('root')!).render(<StrictMode>{page}</StrictMode>);
