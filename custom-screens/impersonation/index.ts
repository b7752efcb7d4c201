import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { ImpersonateDialog } from './ImpersonateDialog.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { INSTITUTION_VIEW_PATH } from './impersonation-api.js';

// Impersonation (spec 1 §1, §2, §7; docs/impersonation.md): the start pages the impersonate modal
// leads to, and the read-only view of an institution user's account and institutions. The shell opens
// the modal (ImpersonateDialog) from the navbar search and shows the banner (ImpersonationBanner) above
// every screen.
const start = () => import('./StartImpersonationScreen.js');

export default defineCustomScreen({
  name: 'impersonation',
  routes: [
    { path: '/admin/impersonate/:userId', element: lazyScreenElement(start, 'StartInstitutionUserImpersonation'), ability: 'AdminImpersonate' },
    { path: '/impersonate/analyst/:userId', element: lazyScreenElement(start, 'StartAnalystImpersonation'), ability: 'AdminImpersonate' },
    // one's own memberships (or those of the institution user acted as): every signed-in user
    { path: INSTITUTION_VIEW_PATH, element: lazyScreenElement(() => import('./InstitutionViewScreen.js'), 'InstitutionViewScreen'), ability: 'authenticated' },
  ],
  shell: { banner: ImpersonationBanner, userChosen: { ability: 'AdminImpersonate', dialog: ImpersonateDialog } },
});
