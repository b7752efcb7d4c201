import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { COURSE_ACCESS } from '../../resources/_access.js';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** The search call's ability (server/search/search-route.ts SEARCH_ABILITY): the course readers. */
const SEARCH_SCREEN_ABILITY = COURSE_ACCESS.list;

// Spec 1 §2 courses/search?i&c&f: the faceted course search and its Excel export.
export default defineCustomScreen({
  name: 'course-search',
  routes: [{ path: '/courses/search', element: lazyScreenElement(() => import('./CourseSearchScreen.js'), 'CourseSearchScreen'), ability: SEARCH_SCREEN_ABILITY }],
  menu: [{ to: '/courses/search', label: 'Course search', group: 'Daily work', icon: ManageSearchIcon, ability: SEARCH_SCREEN_ABILITY }],
});
