// The generated route /feedback-templates/:id shows the same screen as /cms/feedback/template/:typeId
// (ids equal statement type ids), so the spec's save-failure message applies on both.
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { FeedbackTemplateScreen } from '../../cms-feedback-templates/FeedbackTemplateScreen.js';

export default defineScreenOverrides({ edit: FeedbackTemplateScreen });
