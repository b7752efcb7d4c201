// /review/consistency: the office's approval rate, a row per analyst with the approval rate against the
// office's, the overturn rate and the median time, the period sent as office days, the chart loaded.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsistencyScreen } from '../../../custom-screens/review-consistency/ConsistencyScreen.js';
import { formatDifference, formatMinutes, formatRate } from '../../../custom-screens/review-consistency/consistency-api.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer } from '../support/render-app.js';
import { renderScreen } from '../support/render-screen.js';

const REPORT = {
  from: null,
  to: null,
  timeZone: 'America/Los_Angeles',
  officeApprovalRate: 0.6,
  analysts: [
    { userId: 7, firstName: 'Priya', lastName: 'Raman', totalReviews: 10, approved: 8, notApproved: 1, sentToSecondReview: 1, approvalRate: 0.8, approvalRateDifference: 0.2, secondReviewed: 4, overturned: 1, overturnRate: 0.25, medianMinutesPerReview: 72.4 },
    { userId: 8, firstName: 'Sofia', lastName: 'Kowalski', totalReviews: 5, approved: 1, notApproved: 4, sentToSecondReview: 0, approvalRate: 0.2, approvalRateDifference: -0.4, secondReviewed: 0, overturned: 0, overturnRate: null, medianMinutesPerReview: null },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('reviewer consistency', () => {
  it('shows each analyst against the office, and sends the period', async () => {
    const server = fakeServer({ 'GET /api/admin/review/stats/consistency': () => ({ body: REPORT }) });
    const user = userEvent.setup();
    renderScreen(<ConsistencyScreen />, { dataProvider: memoryDataProvider({}), abilities: ['AdminReportAnalystReviewProgress'], rules: {}, path: '/review/consistency' });
    const table = await screen.findByRole('table', { name: 'Reviewer consistency by analyst' });
    expect(screen.getByText('Office approval rate:').parentElement).toHaveTextContent('Office approval rate: 60%');
    const priya = within(table).getByText('Priya Raman').closest('tr')!;
    expect(priya).toHaveTextContent('80%+20 points');
    expect(priya).toHaveTextContent('25%1 of 4');
    expect(priya).toHaveTextContent('1 h 12 min');
    const sofia = within(table).getByText('Sofia Kowalski').closest('tr')!;
    expect(sofia).toHaveTextContent('20%−40 points');
    expect(sofia).toHaveTextContent('—0 of 0');
    expect(screen.getByRole('figure', { name: /approval rate and 2nd-review overturn rate/ })).toBeInTheDocument();
    expect(Object.fromEntries(server.find('GET', '/api/admin/review/stats/consistency')[0].query)).toEqual({});

    await user.type(screen.getByLabelText('Decided from'), '2026-01-05');
    await waitFor(() => expect(Object.fromEntries(server.find('GET', '/api/admin/review/stats/consistency').at(-1)!.query)).toEqual({ from: '2026-01-05' }));
  });

  it('words the figures', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0.625)).toBe('63%');
    expect(formatDifference(0)).toBe('same as the office');
    expect(formatDifference(0.011)).toBe('+1 point');
    expect(formatMinutes(12.4)).toBe('12 min');
    expect(formatMinutes(125)).toBe('2 h 05 min');
  });
});
