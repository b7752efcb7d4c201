// /reporting: the filters read from the address and sent to the API, a report's table with its figures
// worded (percent, one decimal, "—"), the Excel link carrying the same filters, and a report without
// rows saying so instead of drawing an empty chart.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportingScreen } from '../../../custom-screens/reporting/ReportingScreen.js';
import { formatCell } from '../../../custom-screens/reporting/reporting-api.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer } from '../support/render-app.js';
import { renderScreen } from '../support/render-screen.js';

const ANSWER = {
  filters: { academicYearId: 29, institutionTypeId: null, countyId: 1 },
  labels: { academicYear: '2025-26', institutionType: null, county: 'Alameda' },
  timeZone: 'America/Los_Angeles',
  reports: [
    {
      key: 'approval-by-submission-type',
      title: 'Approval rate by submission type',
      description: 'Of the submissions decided, the share approved.',
      columns: [
        { key: 'submissionType', header: 'Submission type', kind: 'text' },
        { key: 'approved', header: 'Approved', kind: 'count' },
        { key: 'decided', header: 'Decided', kind: 'count' },
        { key: 'approvalRate', header: 'Approval rate', kind: 'rate' },
      ],
      rows: [
        { submissionType: 'New course', approved: 1242, decided: 1656, approvalRate: 0.75 },
        { submissionType: 'Revision', approved: 0, decided: 0, approvalRate: null },
      ],
    },
    {
      key: 'analyst-throughput',
      title: 'Analyst throughput',
      description: 'Decisions each analyst took.',
      columns: [{ key: 'analyst', header: 'Analyst', kind: 'text' }],
      rows: [],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('reporting dashboard', () => {
  it('sends the filters of the address, words the figures, links the Excel file and says when a report is empty', async () => {
    const server = fakeServer({ 'GET /api/admin/reporting/reports': () => ({ body: ANSWER }) });
    renderScreen(<ReportingScreen />, {
      dataProvider: memoryDataProvider({ 'academic-years': [{ id: 29, name: '2025-26' }], counties: [{ id: 1, name: 'Alameda' }] }),
      abilities: ['AdminReportAnalystReviewProgress'],
      rules: {},
      path: '/reporting?academicYearId=29&countyId=1',
    });
    const table = await screen.findByRole('table', { name: 'Approval rate by submission type' });
    expect(Object.fromEntries(server.find('GET', '/api/admin/reporting/reports')[0].query)).toEqual({ academicYearId: '29', countyId: '1' });
    expect(within(table).getByText('New course').closest('tr')).toHaveTextContent('New course1,2421,65675.0%');
    expect(within(table).getByText('Revision').closest('tr')).toHaveTextContent('Revision00—');
    expect(screen.getByRole('link', { name: 'Download Approval rate by submission type as Excel' })).toHaveAttribute(
      'href',
      '/api/admin/reporting/reports/approval-by-submission-type.xlsx?academicYearId=29&countyId=1',
    );
    expect(screen.getByRole('img', { name: /Bar chart: approval rate by submission type/ })).toBeInTheDocument();
    const throughput = screen.getByRole('region', { name: 'Analyst throughput' });
    expect(within(throughput).getByText('No analyst has decided a submission matching these filters.')).toBeInTheDocument();
    expect(within(throughput).queryByRole('table')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^County/ })).toHaveTextContent('Alameda'));
  });

  it('words each kind of cell', () => {
    expect(formatCell(null, 'rate')).toBe('—');
    expect(formatCell(2 / 3, 'rate')).toBe('66.7%');
    expect(formatCell(4.75, 'decimal')).toBe('4.8');
    expect(formatCell(6, 'decimal')).toBe('6.0');
    expect(formatCell(12345, 'count')).toBe('12,345');
    expect(formatCell('2026-01-05', 'day')).toBe('01/05/2026');
  });
});
