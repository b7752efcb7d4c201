// The order in which a batch's courses are worked (spec 1 §4 "start", spec 3 §4 "next review"):
// express reviews first, then the oldest submitted, then the review made first. Starting a batch,
// the dashboard row's first review, the next review after a decision, POST /nextreview and the
// review screen's previous / next all follow it, so they agree on which course comes next.

/** Quoted column of the review (`r.id`) or of its submission (`s.submitted_on`) in the caller's query. */
export type ColumnOf = (property: string) => string;

/** ORDER BY terms (without "order by") putting a batch's reviews in working order. */
export function batchWorkOrder(review: ColumnOf, submission: ColumnOf): string {
  return `${submission('isExpressReview')} desc, ${submission('submittedOn')} asc, ${review('id')} asc`;
}
