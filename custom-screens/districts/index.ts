import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { MANAGE_INSTITUTIONS, VIEW_INSTITUTIONS } from '../_shared/institution-list/abilities.js';

// Spec 1 §2 districts/ and districts/edit/:institutionId (the district list and its edit form) and
// institutions/district/{id} (a district's facts, schools and users).
export default defineCustomScreen({
  name: 'districts',
  routes: [
    { path: '/districts', element: lazyScreenElement(() => import('./DistrictsListScreen.js'), 'DistrictsListScreen'), ability: VIEW_INSTITUTIONS },
    { path: '/districts/edit/:institutionId', element: lazyScreenElement(() => import('./DistrictEditScreen.js'), 'DistrictEditScreen'), ability: MANAGE_INSTITUTIONS },
    { path: '/institutions/district/:institutionId', element: lazyScreenElement(() => import('./DistrictDetailScreen.js'), 'DistrictDetailScreen'), ability: VIEW_INSTITUTIONS },
  ],
  menu: [{ to: '/districts', label: 'Districts', group: 'Institutions', icon: AccountBalanceIcon, ability: VIEW_INSTITUTIONS }],
});
