import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { NotificationTemplateEdit } from './NotificationTemplateEdit.js';

export default defineScreenOverrides({ edit: NotificationTemplateEdit });
