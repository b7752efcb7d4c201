import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { INSTITUTION_VIEW_PATH } from './impersonation-api.js';

// Impersonation (spec 1 §1, §2, §7; docs/impersonation.md): the start pages the impersonate modal
// leads to, and the read-only view of an institution user's account and institutions. The modal
// (ImpersonateDialog) opens from the navbar search; the banner (ImpersonationBanner) sits in the layout.
const start = () => import('./StartImpersonationScreen.js');

export default defineCustomScreen({
  name: 'impersonation',
  routes: [
    { path: '/admin/impersonate/:userId', element: lazyScreenElement(start, 'StartInstitutionUserImpersonation'), ability: 'AdminImpersonate' },
    { path: '/impersonate/analyst/:userId', element: lazyScreenElement(start, 'StartAnalystImpersonation'), ability: 'AdminImpersonate' },
    // one's own memberships (or those of the institution user acted as): every signed-in user
    { path: INSTITUTION_VIEW_PATH, element: lazyScreenElement(() => import('./InstitutionViewScreen.js'), 'InstitutionViewScreen'), ability: 'authenticated' },
  ],
});
