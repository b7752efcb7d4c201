// The review work of the demo in order: earlier years' decided submissions, this year's deliveries
// and queues, the revisions' changes, then the reviews written from them.
import type { DemoContext } from './context.js';
import type { CoursePlan } from './plan.js';
import type { Random } from './random.js';
import { writeReviews } from './reviews.js';
import type { DemoTables } from './rows.js';
import { submitCurrentYear, submitEarlierYears, writeModifications } from './submissions.js';

export function reviewsAndSubmissions(random: Random, ctx: DemoContext, plans: CoursePlan[], t: DemoTables): void {
  const submissions = [...submitEarlierYears(random, ctx, plans, t), ...submitCurrentYear(random, ctx, plans, t)];
  writeModifications(random, ctx, submissions, t);
  writeReviews(random, ctx, submissions, t);
}
