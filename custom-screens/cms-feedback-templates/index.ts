// The generated Content menu already lists both templates (feedback-templates), so no menu entry here.
import { createElement } from 'react';
import { defineCustomScreen } from '../../admin-ui/custom-screen.js';
import { FeedbackTemplateScreen } from './FeedbackTemplateScreen.js';

export default defineCustomScreen({
  name: 'cms-feedback-templates',
  routes: [{ path: '/cms/feedback/template/:typeId', element: createElement(FeedbackTemplateScreen), ability: ['AdminManageContent', 'AdminReview'] }],
});
