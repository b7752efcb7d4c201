import HowToRegIcon from '@mui/icons-material/HowToReg';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { REGISTRATION_ABILITY, REGISTRATION_SECOND_REVIEW_ABILITY } from '../../resources/_registrations.js';

// Spec 2 §2 "Registrations": the list with its three tabs, the detail review, the second review and the
// online publisher re-registration review (docs/registrations.md). Everything needs
// AdminReviewInstitutionRegistration; the second review's decisions AdminRegistrationSecondReview.
const detail = () => import('./RegistrationScreen.js');

export default defineCustomScreen({
  name: 'registrations',
  routes: [
    { path: '/registrations', element: lazyScreenElement(() => import('./RegistrationsListScreen.js'), 'RegistrationsListScreen'), ability: REGISTRATION_ABILITY },
    { path: '/registration/reregister/:registrationId', element: lazyScreenElement(() => import('./ReregisterScreen.js'), 'ReregisterScreen'), ability: REGISTRATION_ABILITY },
    { path: '/registration/review/:registrationId', element: lazyScreenElement(() => import('./SecondReviewScreen.js'), 'SecondReviewScreen'), ability: REGISTRATION_SECOND_REVIEW_ABILITY },
    { path: '/registration/:registrationId', element: lazyScreenElement(detail, 'RegistrationScreen'), ability: REGISTRATION_ABILITY },
  ],
  menu: [{ to: '/registrations', label: 'Registrations', group: 'Institutions', icon: HowToRegIcon, ability: REGISTRATION_ABILITY, badgeStat: 'registrations' }],
});
