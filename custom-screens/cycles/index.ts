import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { SETTINGS_VIEW_ABILITY } from '../_settings-common/settings-access.js';

// Spec 3 §2 /settings/submissioncycle/ (Submission Cycles), a page of Site Settings: the current and
// next submission cycle with their phases, and the current and next registration cycle.
export default defineCustomScreen({
  name: 'cycles',
  routes: [
    {
      path: '/settings/submissioncycle',
      element: lazyScreenElement(() => import('./CyclesScreen.js'), 'CyclesScreen'),
      ability: SETTINGS_VIEW_ABILITY,
    },
  ],
  menu: [{ to: '/settings/submissioncycle', label: 'Submission Cycles', group: 'Settings', icon: EventRepeatIcon, ability: SETTINGS_VIEW_ABILITY }],
});
