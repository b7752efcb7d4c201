// The search state in the URL (i, c, f) and in the browser's store: a link opens its search, the
// text box waits for a pause before searching, the URL follows each change, and opening the bare
// route (from the menu) brings back the last search. Without criteria the screen asks for the
// facets only (page size 0).
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeSearch, encodeSearch, EMPTY_SEARCH, hasCriteria, searchRequest } from '../../../custom-screens/course-search/search-state.js';
import { SEARCH_STORE_KEY } from '../../../custom-screens/course-search/use-search-state.js';
import { fakeServer, type FakeRequest } from '../support/render-app.js';
import { answer, facetGroup, renderSearch, resultRow } from './search-support.js';

afterEach(() => vi.unstubAllGlobals());

function serve(search: (req: FakeRequest) => ReturnType<typeof answer> = () => answer({ results: [resultRow(1)] })) {
  return fakeServer({
    'POST /api/search/admin': (req) => ({ body: search(req) }),
    'GET /api/admin/institution/lookup/': () => ({ body: [{ institutionId: 70, name: 'Lincoln High', atpCode: '051234', cdsCode: null, institutionTypeId: 1, districtId: null, city: 'Fresno', isActive: true }] }),
  });
}

describe('the search in the URL', () => {
  it('encodes and reads back text, institution, filters, dates and sort, and drops what it cannot read', () => {
    const state = {
      ...EMPTY_SEARCH,
      query: 'algebra 1',
      institutionId: 70,
      filters: { subjectArea: ['3'], year: ['29', '30'], secondReview: ['true'] },
      dateRange: { min: '2026-01-01', max: '2026-01-31' },
      sortBy: 'title' as const,
      sortAscending: true,
    };
    const params = encodeSearch(state);
    expect(params.get('i')).toBe('70');
    expect(params.get('c')).toBe('algebra 1');
    expect(params.get('f')).toBe('year:29,30;subjectArea:3;secondReview:true;date:2026-01-01~2026-01-31;sort:title~asc');
    expect(decodeSearch(new URLSearchParams(params.toString()))).toEqual({ ...state, filters: { year: ['29', '30'], subjectArea: ['3'], secondReview: ['true'] } });
    // the default sort and an empty search leave no parameter
    expect(encodeSearch(EMPTY_SEARCH).toString()).toBe('');
    expect(decodeSearch(new URLSearchParams('i=x&f=colour:red;date:2026-13-40~2026-01-01;sort:price~asc;year:;tag:5,5'))).toEqual({ ...EMPTY_SEARCH, filters: { tag: ['5'] } });
    // a range before February 2015 starts there
    expect(decodeSearch(new URLSearchParams('f=date:2014-01-01~2015-06-30')).dateRange).toEqual({ min: '2015-02-01', max: '2015-06-30' });
  });

  it('asks for the facets only when nothing narrows the search', () => {
    expect(hasCriteria(EMPTY_SEARCH)).toBe(false);
    expect(searchRequest(EMPTY_SEARCH, 1, 50).pageSize).toBe(0);
    expect(searchRequest({ ...EMPTY_SEARCH, query: '  ' }, 1, 50).pageSize).toBe(0);
    expect(searchRequest({ ...EMPTY_SEARCH, dateRange: { min: '2026-01-01', max: '2026-01-31' } }, 2, 50)).toMatchObject({ page: 2, pageSize: 50 });
  });

  it('opens the search a link names and labels its institution', async () => {
    const server = serve();
    renderSearch({ path: '/courses/search?i=70&c=algebra&f=subjectArea:3;year:29,30;date:2026-01-01~2026-01-31;sort:title~asc' });
    expect(await screen.findByRole('link', { name: 'Course 1' })).toHaveAttribute('href', '/course/detail/10?academicYearId=29');
    expect(server.find('POST', '/api/search/admin')[0].body).toEqual({
      query: 'algebra',
      filters: [
        { field: 'year', selected: ['29', '30'] },
        { field: 'subjectArea', selected: ['3'] },
      ],
      submissionDateFilter: { min: '2026-01-01', max: '2026-01-31' },
      institutionId: 70,
      sortBy: 'title',
      sortAscending: true,
      page: 1,
      pageSize: 50,
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Institution' })).toHaveValue('Lincoln High'));
    expect(server.find('GET', '/api/admin/institution/lookup/')[0].query.get('ids')).toBe('70');
    expect(screen.getByRole('button', { name: 'Institution: Lincoln High' })).toBeInTheDocument();
  });

  it('without criteria sends page size 0 and invites a search', async () => {
    const server = serve(() => answer({ totalResults: 48_210, facetGroups: [facetGroup('subjectArea', 'Subject area', [[3, 'C – Mathematics', 9_000]])] }));
    renderSearch();
    expect(await screen.findByText('48,210 courses in all')).toBeInTheDocument();
    expect(screen.getByText(/Type in the search box, choose an institution/)).toBeInTheDocument();
    expect(server.find('POST', '/api/search/admin')[0].body).toMatchObject({ query: null, filters: [], submissionDateFilter: null, institutionId: null, pageSize: 0 });
  });

  it('searches once typing pauses and writes the text into the URL', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { where } = renderSearch();
    await screen.findByText(/in all/);
    await user.type(screen.getByRole('searchbox', { name: /Search courses/ }), 'algebra');
    await waitFor(() => expect(server.find('POST', '/api/search/admin').some((r) => (r.body as { query: string }).query === 'algebra')).toBe(true));
    // no search for a half-typed word
    expect(server.find('POST', '/api/search/admin').map((r) => (r.body as { query: string | null }).query)).toEqual([null, 'algebra']);
    expect(new URLSearchParams(where.search).get('c')).toBe('algebra');
  });

  it('brings the last search back when the route is opened bare, before sending any other', async () => {
    const store = memoryStore();
    const server = serve();
    const user = userEvent.setup();
    const first = renderSearch({ store });
    await screen.findByText(/in all/);
    await user.click(screen.getByRole('checkbox', { name: 'Submitted between' }));
    await user.type(screen.getByRole('searchbox', { name: /Search courses/ }), 'geometry');
    await waitFor(() => expect(new URLSearchParams(first.where.search).get('c')).toBe('geometry'));
    const remembered = store.getItem<string>(SEARCH_STORE_KEY);
    expect(new URLSearchParams(remembered).get('f')).toMatch(/^date:\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}$/);
    first.unmount();

    const before = server.find('POST', '/api/search/admin').length;
    // the browser's storage outlives the page (a memory store starts afresh when mounted)
    const again = renderSearch({ store: memoryStore({ [SEARCH_STORE_KEY]: remembered }) });
    await screen.findByRole('link', { name: 'Course 1' });
    const sent = server.find('POST', '/api/search/admin').slice(before);
    expect(sent.every((r) => (r.body as { query: string }).query === 'geometry')).toBe(true);
    await waitFor(() => expect(again.where.search).toBe(`?${remembered}`));
    expect(screen.getByRole('searchbox', { name: /Search courses/ })).toHaveValue('geometry');
  });
});
