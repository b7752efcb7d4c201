// /review/view/{batchId}?reviewId (spec 3 §2): the read-only view of a batch, with recall from 2nd
// review while the course is in it.
import { BatchRoute } from './BatchRoute.js';
import { RecallButton } from './RecallButton.js';

export function ReviewViewScreen() {
  return <BatchRoute view headerActions={(workspace) => (workspace.model.status === 'secondReview' ? <RecallButton workspace={workspace} /> : null)} />;
}
