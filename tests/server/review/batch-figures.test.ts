// A batch's figures partition it (issue 20 §6): for any batch, each course not reversed counts in
// exactly one part, the parts add up to the batch size, and the percents to 100. Properties over
// random batches (fast-check, fixed seed), and the case the issue met: four courses, one sent on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_PARTS, batchFigures, batchPercents, type BatchMember } from '../../../server/review/batch-figures.js';

const member: fc.Arbitrary<BatchMember> = fc.record({
  decision: fc.constantFrom('approved', 'notapproved', 'secondreview', null),
  reversedOn: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
});
const batches = fc.array(member, { maxLength: 60 });
const SEED = 20261206;

describe('batch figures', () => {
  it('the parts add up to the batch size, which counts the courses not reversed', () => {
    fc.assert(
      fc.property(batches, (reviews) => {
        const f = batchFigures(reviews);
        expect(f.approved + f.notApproved + f.sentToSecondReview + f.noDecision).toBe(f.batchSize);
        expect(f.batchSize).toBe(reviews.filter((r) => r.reversedOn == null).length);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('each course not reversed is in the part of its decision, and a reversed one in none', () => {
    fc.assert(
      fc.property(batches, member, (reviews, extra) => {
        const before = batchFigures(reviews);
        const after = batchFigures([...reviews, extra]);
        for (const part of BATCH_PARTS) {
          const counts = extra.reversedOn == null && extra.decision === part.decision ? 1 : 0;
          expect(after[part.count] - before[part.count]).toBe(counts);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('the percents are whole, add up to 100 (0 for an empty batch), and are each within 1 of the exact share', () => {
    fc.assert(
      fc.property(batches, (reviews) => {
        const f = batchFigures(reviews);
        const p = batchPercents(f);
        const values = BATCH_PARTS.map((part) => p[part.percent]);
        expect(values.every(Number.isInteger)).toBe(true);
        expect(values.reduce((a, b) => a + b, 0)).toBe(f.batchSize === 0 ? 0 : 100);
        for (const part of BATCH_PARTS) {
          const exact = f.batchSize === 0 ? 0 : (f[part.count] * 100) / f.batchSize;
          expect(Math.abs(p[part.percent] - exact)).toBeLessThan(1);
          if (f[part.count] === 0) expect(p[part.percent]).toBe(0);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('four courses, one sent to 2nd review and three to decide: 0 · 0 · 1 · 3', () => {
    const f = batchFigures([{ decision: 'secondreview' }, { decision: null }, { decision: null }, { decision: null }]);
    expect(f).toEqual({ batchSize: 4, approved: 0, notApproved: 0, sentToSecondReview: 1, noDecision: 3 });
    expect(batchPercents(f)).toEqual({ approvedPercent: 0, notApprovedPercent: 0, sentToSecondReviewPercent: 25, noDecisionPercent: 75 });
  });

  it('a reversed approval gave way to its new review: one course, to decide', () => {
    const f = batchFigures([{ decision: 'approved', reversedOn: new Date() }, { decision: null, reversedOn: null }]);
    expect(f).toEqual({ batchSize: 1, approved: 0, notApproved: 0, sentToSecondReview: 0, noDecision: 1 });
  });

  it('thirds round to 34 + 33 + 33', () => {
    expect(batchPercents(batchFigures([{ decision: 'approved' }, { decision: 'notapproved' }, { decision: null }]))).toEqual({
      approvedPercent: 34,
      notApprovedPercent: 33,
      sentToSecondReviewPercent: 0,
      noDecisionPercent: 33,
    });
  });
});
