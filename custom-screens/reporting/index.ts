import AssessmentIcon from '@mui/icons-material/Assessment';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

// Spec 2 §2 /reporting/ (issue 10 §3): the reporting dashboard. Its reports show every analyst's work,
// so it needs AdminReportAnalystReviewProgress, as the API does (docs/reporting.md).
const REPORTING_ABILITY = 'AdminReportAnalystReviewProgress';

export default defineCustomScreen({
  name: 'reporting',
  routes: [{ path: '/reporting', element: lazyScreenElement(() => import('./ReportingScreen.js'), 'ReportingScreen'), ability: REPORTING_ABILITY }],
  menu: [{ to: '/reporting', label: 'Reporting dashboard', group: 'Reports', icon: AssessmentIcon, ability: REPORTING_ABILITY }],
});
