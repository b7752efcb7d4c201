// The facet groups: counts beside each value, a selection sent as the group's filter and written into
// the URL, the counts redrawn from the answer (the selected group keeps its own, so a second value
// widens), a long group folded to its ten largest values behind Show more, groups that fold, and
// the chips that take a selection off.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_GROUPS_KEY, shownValues } from '../../../custom-screens/course-search/FacetPanel.js';
import { fakeServer, type FakeRequest } from '../support/render-app.js';
import { answer, facetGroup, renderSearch, resultRow, sentFilters } from './search-support.js';

afterEach(() => vi.unstubAllGlobals());

/** A tiny disjunctive server: subject area C narrows the years; the subject areas keep their counts. */
function search(req: FakeRequest) {
  const filters = sentFilters(req.body);
  const subjects = (filters.subjectArea ?? []) as string[];
  const years = (filters.year ?? []) as string[];
  const onlyMath = subjects.length === 1 && subjects[0] === '3';
  const yearCounts: [number, string, number][] = onlyMath
    ? [
        [29, '2025-26', 40],
        [30, '2026-27', 12],
      ]
    : [
        [29, '2025-26', 120],
        [30, '2026-27', 75],
      ];
  const total = years.length ? 40 : onlyMath ? 52 : subjects.length ? 80 : 195;
  return answer({
    facetGroups: [
      facetGroup('statusGroup', 'Status', [
        ['approved', 'Approved', 150],
        ['notSubmitted', 'Not Submitted', 45],
      ]),
      facetGroup('year', 'Year', yearCounts, years),
      facetGroup(
        'subjectArea',
        'Subject area',
        [
          [2, 'B – English', 28],
          [3, 'C – Mathematics', 52],
        ],
        subjects,
      ),
      facetGroup(
        'discipline',
        'Discipline',
        Array.from({ length: 14 }, (_, i): [number, string, number] => [i + 1, `Discipline ${i + 1}`, 100 - i]),
      ),
    ],
    results: [resultRow(1, { title: 'Algebra I' })],
    totalResults: total,
    totalPages: 1,
  });
}

const serve = () => fakeServer({ 'POST /api/search/admin': (req) => ({ body: search(req) }) });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('the facet groups', () => {
  it('narrows by a value, redraws the other groups’ counts and keeps its own so a second value widens', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { where } = renderSearch({ path: '/courses/search?c=algebra' });
    expect(await screen.findByRole('checkbox', { name: 'C – Mathematics, 52 courses' })).not.toBeChecked();
    expect(checkbox(/^2025-26/)).toHaveAccessibleName('2025-26, 120 courses');
    expect(screen.getByText('195 courses')).toBeInTheDocument();

    await user.click(checkbox(/^C – Mathematics/));
    expect(await screen.findByText('52 courses')).toBeInTheDocument();
    expect(sentFilters(server.find('POST', '/api/search/admin').at(-1)!.body)).toEqual({ subjectArea: ['3'] });
    expect(new URLSearchParams(where.search).get('f')).toBe('subjectArea:3');
    // the years are counted within Mathematics; the subject areas still count each area
    expect(checkbox(/^2025-26/)).toHaveAccessibleName('2025-26, 40 courses');
    expect(checkbox(/^C – Mathematics/)).toBeChecked();
    expect(checkbox(/^B – English/)).toHaveAccessibleName('B – English, 28 courses');
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(checkbox(/^2025-26/));
    expect(await screen.findByText('40 courses')).toBeInTheDocument();
    expect(sentFilters(server.find('POST', '/api/search/admin').at(-1)!.body)).toEqual({ year: ['29'], subjectArea: ['3'] });

    // widening: English as well
    await user.click(checkbox(/^B – English/));
    await waitFor(() => expect(sentFilters(server.find('POST', '/api/search/admin').at(-1)!.body)).toEqual({ year: ['29'], subjectArea: ['3', '2'] }));
    expect(new URLSearchParams(where.search).get('f')).toBe('year:29;subjectArea:3,2');
  });

  it('takes a selection off from its chip, and Clear all leaves the facets only', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderSearch({ path: '/courses/search?c=algebra&f=subjectArea:3;year:29' });
    // named from the answer's labels
    const yearChip = await screen.findByRole('button', { name: 'Year: 2025-26' });
    await user.click(yearChip.querySelector('svg')!);
    await waitFor(() => expect(sentFilters(server.find('POST', '/api/search/admin').at(-1)!.body)).toEqual({ subjectArea: ['3'] }));
    await user.click(within(screen.getByRole('group', { name: 'Search narrowed by' })).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(server.find('POST', '/api/search/admin').at(-1)!.body).toMatchObject({ query: null, filters: [], pageSize: 0 }));
  });

  it('shows a long group’s ten largest values, the rest behind Show more', async () => {
    serve();
    const user = userEvent.setup();
    renderSearch({ path: '/courses/search?c=algebra' });
    const disciplines = await screen.findByRole('button', { name: 'Discipline' });
    // folded at first: open it
    expect(disciplines).toHaveAttribute('aria-expanded', 'false');
    await user.click(disciplines);
    const values = () => screen.getAllByRole('checkbox', { name: /^Discipline \d+,/ });
    expect(values()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show 4 more Discipline values' }));
    expect(values()).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Show fewer Discipline values' }));
    expect(values()).toHaveLength(10);
  });

  it('keeps a selected value in view when its group is folded to ten', () => {
    const values = Array.from({ length: 12 }, (_, i) => ({ value: i, label: `V${i}`, count: 100 - i, selected: i === 11 }));
    expect(shownValues(values).map((v) => v.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
    // a group in its own order keeps that order among its largest values
    const years = [5, 1, 30, 2, 40, 3, 50, 4, 60, 6, 70, 7].map((count, i) => ({ value: 20 + i, label: String(20 + i), count, selected: false }));
    expect(shownValues(years).map((v) => v.value)).toEqual([20, 22, 24, 25, 26, 27, 28, 29, 30, 31]);
  });

  it('folds and opens a group and remembers it', async () => {
    serve();
    const user = userEvent.setup();
    const { store } = renderSearch({ path: '/courses/search?c=algebra' });
    const years = await screen.findByRole('button', { name: 'Year' });
    expect(years).toHaveAttribute('aria-expanded', 'true');
    await user.click(years);
    expect(years).toHaveAttribute('aria-expanded', 'false');
    expect(store.getItem<string[]>(OPEN_GROUPS_KEY)).not.toContain('year');
    await user.click(years);
    expect(years).toHaveAttribute('aria-expanded', 'true');
    expect(store.getItem<string[]>(OPEN_GROUPS_KEY)).toContain('year');
  });
});
