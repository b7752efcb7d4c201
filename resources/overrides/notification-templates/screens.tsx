import { lazy } from 'react';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';

// The editor brings the rich-text editor: it loads when the screen opens, not with the first page.
const NotificationTemplateEdit = lazy(() => import('./NotificationTemplateEdit.js').then((m) => ({ default: m.NotificationTemplateEdit })));

export default defineScreenOverrides({ edit: NotificationTemplateEdit });
