import { createElement } from 'react';
import GradingIcon from '@mui/icons-material/Grading';
import { defineCustomScreen } from '../../admin-ui/custom-screen.js';
import { SETTINGS_VIEW_ABILITY } from '../_settings-common/settings-access.js';
import { RubricScreen } from './RubricScreen.js';

export default defineCustomScreen({
  name: 'settings-rubric',
  routes: [{ path: '/settings/rubric', element: createElement(RubricScreen), ability: SETTINGS_VIEW_ABILITY }],
  menu: [{ to: '/settings/rubric', label: 'Rubrics', group: 'Settings', icon: GradingIcon, ability: SETTINGS_VIEW_ABILITY }],
});
