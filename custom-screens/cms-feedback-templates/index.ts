// The generated Content menu already lists both templates (feedback-templates), so no menu entry here.
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

export default defineCustomScreen({
  name: 'cms-feedback-templates',
  routes: [
    {
      path: '/cms/feedback/template/:typeId',
      element: lazyScreenElement(() => import('./FeedbackTemplateScreen.js'), 'FeedbackTemplateScreen'),
      ability: ['AdminManageContent', 'AdminReview'],
    },
  ],
});
