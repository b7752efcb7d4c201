import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** The forms' writes need it (server/institutions/abilities.ts MANAGE_ABILITY). */
const MANAGE = 'AdminManageInstitutions';

// Spec 2 §2: the school form, the district / school-network form and the program form. Each
// creates, or edits with ?institutionId= (spec 1 §2; ?id= too); Save opens the institution's detail,
// Cancel goes back. The district form also opens as a modal (DistrictFormDialog), for a school
// network with ?schoolNetwork=true.
export default defineCustomScreen({
  name: 'institution-forms',
  routes: [
    { path: '/institutions/form/school', element: lazyScreenElement(() => import('./InstitutionFormScreen.js'), 'SchoolFormScreen'), ability: MANAGE },
    { path: '/institutions/form/district', element: lazyScreenElement(() => import('./InstitutionFormScreen.js'), 'DistrictFormScreen'), ability: MANAGE },
    { path: '/institutions/form/program', element: lazyScreenElement(() => import('./InstitutionFormScreen.js'), 'ProgramFormScreen'), ability: MANAGE },
  ],
  menu: [
    { to: '/institutions/form/school', label: 'Add a school', group: 'Institutions', icon: AddBusinessIcon, ability: MANAGE },
    { to: '/institutions/form/district', label: 'Add a district', group: 'Institutions', icon: AddBusinessIcon, ability: MANAGE },
    { to: '/institutions/form/program', label: 'Add a program', group: 'Institutions', icon: AddBusinessIcon, ability: MANAGE },
  ],
});
