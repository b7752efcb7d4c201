import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { MANAGE_INSTITUTIONS, VIEW_DETAILS } from './access.js';

// Spec 1 §2 institutions/details/{id} with its year sub-route, and institutions/close, reopen,
// delete and remove (spec 2 §2: each with a cancel back to the institution's course list of the
// year). docs/institutions.md "Details, closing, reopening, deleting, removing".
const details = lazyScreenElement(() => import('./InstitutionDetailsScreen.js'), 'InstitutionDetailsScreen');
const confirm = lazyScreenElement(() => import('./ConfirmActionScreen.js'), 'ConfirmActionScreen');

export default defineCustomScreen({
  name: 'institution-details',
  routes: [
    { path: '/institutions/details/:institutionId', element: details, ability: VIEW_DETAILS },
    { path: '/institutions/details/:institutionId/:academicYearId', element: details, ability: VIEW_DETAILS },
    ...(['close', 'reopen', 'delete', 'remove'] as const).map((action) => ({ path: `/institutions/${action}/:institutionId`, element: confirm, ability: MANAGE_INSTITUTIONS })),
  ],
});
