import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { COURSE_AUDIT_ABILITY } from '../../resources/_course-audits.js';

// Spec 1 §2 courses/self-reported/ and courses/self-reported/publisher/:institutionId: the online
// publishers' self-reported courses, and one publisher's courses of a year with the audit modals
// (select for audit, remove from audit, review audit cancellation). AdminReview (spec 1 §6).
export default defineCustomScreen({
  name: 'self-reported',
  routes: [
    { path: '/courses/self-reported', element: lazyScreenElement(() => import('./SummaryScreen.js'), 'SummaryScreen'), ability: COURSE_AUDIT_ABILITY },
    { path: '/courses/self-reported/publisher/:institutionId', element: lazyScreenElement(() => import('./PublisherScreen.js'), 'PublisherScreen'), ability: COURSE_AUDIT_ABILITY },
  ],
  menu: [{ to: '/courses/self-reported', label: 'Self-reported courses', group: 'Daily work', icon: FactCheckIcon, ability: COURSE_AUDIT_ABILITY, badgeStat: 'auditCancellations' }],
});
