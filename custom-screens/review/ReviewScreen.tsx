// /review/{batchId}?reviewId (spec 3 §2): the analyst's review screen.
import { BatchRoute } from './BatchRoute.js';

export function ReviewScreen() {
  return <BatchRoute view={false} />;
}
