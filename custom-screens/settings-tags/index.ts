import { createElement } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineCustomScreen } from '../../admin-ui/custom-screen.js';
import { SETTINGS_VIEW_ABILITY } from '../_settings-common/settings-access.js';
import { TagsScreen } from './TagsScreen.js';

export default defineCustomScreen({
  name: 'settings-tags',
  routes: [{ path: '/settings/tags', element: createElement(TagsScreen), ability: SETTINGS_VIEW_ABILITY }],
  menu: [{ to: '/settings/tags', label: 'Tags', group: 'Settings', icon: LocalOfferIcon, ability: SETTINGS_VIEW_ABILITY }],
});
