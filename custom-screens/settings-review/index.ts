import TuneIcon from '@mui/icons-material/Tune';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { SETTINGS_VIEW_ABILITY } from '../_settings-common/settings-access.js';

export default defineCustomScreen({
  name: 'settings-review',
  routes: [
    {
      path: '/settings/review',
      element: lazyScreenElement(() => import('./ReviewSettingsScreen.js'), 'ReviewSettingsScreen'),
      ability: SETTINGS_VIEW_ABILITY,
    },
  ],
  menu: [{ to: '/settings/review', label: 'Review settings', group: 'Settings', icon: TuneIcon, ability: SETTINGS_VIEW_ABILITY }],
});
