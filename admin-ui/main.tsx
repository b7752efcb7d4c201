import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.js';
import { ResetPasswordPage } from './auth/ResetPasswordPage.js';
import { VerifyEmailPage } from '../custom-screens/membership/VerifyEmailPage.js';

// A data router, not <BrowserRouter>: only a data router lets react-admin hold a navigation that would
// lose unsaved edits (warnWhenUnsavedChanges).
const adminPages = () =>
  createBrowserRouter([{ path: '*', element: <App /> }], {
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
