import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { AUDIT_ABILITY } from './audit-trail-api.js';

export default defineCustomScreen({
  name: 'audit-trail',
  routes: [{ path: '/audit', element: lazyScreenElement(() => import('./AuditTrailScreen.js'), 'AuditTrailScreen'), ability: AUDIT_ABILITY }],
  menu: [{ to: '/audit', label: 'Audit trail', group: 'Operations', icon: VerifiedUserIcon, ability: AUDIT_ABILITY }],
});
