import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { ACCREDITATION_ABILITY } from '../../resources/_accreditation.js';

// Spec 1 §2 accreditation/ and accreditation/review/{institutionId}: the institutions whose
// accreditation files wait for review, and one institution's review (spec 2 §6: AdminReviewAccreditation).
export default defineCustomScreen({
  name: 'accreditation',
  routes: [
    { path: '/accreditation', element: lazyScreenElement(() => import('./PendingListScreen.js'), 'PendingListScreen'), ability: ACCREDITATION_ABILITY },
    { path: '/accreditation/review/:institutionId', element: lazyScreenElement(() => import('./ReviewScreen.js'), 'ReviewScreen'), ability: ACCREDITATION_ABILITY },
  ],
  menu: [{ to: '/accreditation', label: 'Accreditation', group: 'Institutions', icon: VerifiedUserIcon, ability: ACCREDITATION_ABILITY, badgeStat: 'accreditations' }],
});
