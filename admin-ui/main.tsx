import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.js';
import { ResetPasswordPage } from './auth/ResetPasswordPage.js';

// the reset link is opened signed out, so it is served outside the admin (which requires sign-in)
const page =
  window.location.pathname === '/reset-password' ? (
    <ResetPasswordPage token={new URLSearchParams(window.location.search).get('token')} />
  ) : (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <App />
    </BrowserRouter>
  );

createRoot(document.getElementById('root')!).render(<StrictMode>{page}</StrictMode>);
