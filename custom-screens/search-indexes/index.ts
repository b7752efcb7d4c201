import StorageIcon from '@mui/icons-material/Storage';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { OPERATOR_ABILITY } from '../caches/cache-api.js';

export default defineCustomScreen({
  name: 'search-indexes',
  routes: [{ path: '/elasticsearch', element: lazyScreenElement(() => import('./SearchIndexesScreen.js'), 'SearchIndexesScreen'), ability: OPERATOR_ABILITY }],
  menu: [{ to: '/elasticsearch', label: 'Search indexes', group: 'Operations', icon: StorageIcon, ability: OPERATOR_ABILITY }],
});
