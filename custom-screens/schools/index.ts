import SchoolIcon from '@mui/icons-material/School';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { MANAGE_INSTITUTIONS, VIEW_INSTITUTIONS } from '../_shared/institution-list/abilities.js';

// Spec 3 "Schools": /schools/ (page title Schools; searchable, paginated) and /schools/edit/{institutionId}
// on GET / POST /api/admin/institution/{institutionId}; save and cancel both return to the list.
export default defineCustomScreen({
  name: 'schools',
  routes: [
    { path: '/schools', element: lazyScreenElement(() => import('./SchoolsListScreen.js'), 'SchoolsListScreen'), ability: VIEW_INSTITUTIONS },
    { path: '/schools/edit/:institutionId', element: lazyScreenElement(() => import('./SchoolEditScreen.js'), 'SchoolEditScreen'), ability: MANAGE_INSTITUTIONS },
  ],
  menu: [{ to: '/schools', label: 'Schools', group: 'Institutions', icon: SchoolIcon, ability: VIEW_INSTITUTIONS }],
});
