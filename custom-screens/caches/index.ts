import CachedIcon from '@mui/icons-material/Cached';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { OPERATOR_ABILITY } from './cache-api.js';

export default defineCustomScreen({
  name: 'caches',
  routes: [{ path: '/cache', element: lazyScreenElement(() => import('./CachesScreen.js'), 'CachesScreen'), ability: OPERATOR_ABILITY }],
  menu: [{ to: '/cache', label: 'Caches', group: 'Operations', icon: CachedIcon, ability: OPERATOR_ABILITY }],
});
