// Feedback statements use the generated screens, with the spec's own save-failure message (spec 1 §8)
// instead of the server's. Field errors from the server still land on the fields (pessimistic save).
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';

export const FEEDBACK_SAVE_ERROR = 'Error saving review feedback, please verify your values and try again.';

const messages = { saveFailed: FEEDBACK_SAVE_ERROR };

export default defineScreenOverrides({ editScreen: { messages }, createScreen: { messages } });
