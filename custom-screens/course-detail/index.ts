import MenuBookIcon from '@mui/icons-material/MenuBook';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { COURSE_READ_ABILITY } from './access.js';

// Spec 1 §2 course/detail/{courseId}?academicYearId. The detail is not a record screen of one
// resource: it joins the course, its year, offerings, materials, tags and notes, and its writes are
// the course calls of server/courses/. The menu's Courses entry opens the finder at /course/detail.
export default defineCustomScreen({
  name: 'course-detail',
  routes: [
    { path: '/course/detail/:courseId', element: lazyScreenElement(() => import('./CourseDetailScreen.js'), 'CourseDetailScreen'), ability: COURSE_READ_ABILITY },
    { path: '/course/detail', element: lazyScreenElement(() => import('./CourseFinderScreen.js'), 'CourseFinderScreen'), ability: COURSE_READ_ABILITY },
  ],
  menu: [{ to: '/course/detail', label: 'Courses', group: 'Daily work', icon: MenuBookIcon, ability: COURSE_READ_ABILITY }],
});
