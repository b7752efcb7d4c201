import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** Spec 3 §6: AdminAssign and AdminReassign reach the submitted list. */
const SUBMITTED_ABILITY = ['AdminAssign', 'AdminReassign'] as const;

export default defineCustomScreen({
  name: 'review-submitted',
  routes: [{ path: '/review/submitted', element: lazyScreenElement(() => import('./SubmittedScreen.js'), 'SubmittedScreen'), ability: SUBMITTED_ABILITY }],
  menu: [{ to: '/review/submitted', label: 'Submitted courses', group: 'Daily work', icon: AssignmentIndIcon, ability: SUBMITTED_ABILITY }],
});
