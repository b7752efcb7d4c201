// The course search screen in a test: answers shaped as POST /api/search/admin answers them, and a
// renderer with its own store (to test what the browser remembers) that reports the current URL.
import { render } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, defaultI18nProvider, memoryStore, type Store } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CourseSearchScreen } from '../../../custom-screens/course-search/CourseSearchScreen.js';
import type { FacetGroupAnswer, ResultRow, SearchAnswer } from '../../../core/contract/course-search.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { abilityAuthProvider } from '../support/render-screen.js';
import type { Wire } from '../../../core/contract/wire.js';

export function resultRow(id: number, over: Partial<Wire<ResultRow>> = {}): Wire<ResultRow> {
  return {
    courseYearId: id,
    courseId: id * 10,
    recordId: `C${String(id).padStart(6, '0')}`,
    title: `Course ${id}`,
    academicYearId: 29,
    academicYear: '2025-26',
    institutionId: 3,
    institutionName: 'Lincoln High',
    institutionTypeId: 1,
    offeringInstitutions: [],
    transcriptAbbreviations: [],
    transcriptCodes: [],
    statusGroup: 'approved',
    statusLabel: 'Approved',
    courseSubmissionId: id * 100,
    submissionStatus: 'approved',
    submissionTypeId: 1,
    submittedOn: '2026-01-20T18:00:00.000Z',
    assignedAnalystId: null,
    analystName: null,
    analystIds: [],
    isSecondReview: false,
    rubricId: null,
    tagIds: [],
    auditType: null,
    isSelfReported: false,
    honorsTypeId: null,
    grades: [9, 10],
    cteIndustryId: null,
    disciplineIds: [],
    subjectAreaIds: [3],
    languageIds: [],
    isMathCategory4: false,
    ...over,
  };
}

export const facetGroup = (field: FacetGroupAnswer['field'], title: string, values: [value: string | number | boolean, label: string, count: number][], selected: readonly string[] = []): FacetGroupAnswer => ({
  field,
  title,
  values: values.map(([value, label, count]) => ({ value, label, count, selected: selected.includes(String(value)) })),
});

export function answer(over: Partial<Wire<SearchAnswer>> = {}): Wire<SearchAnswer> {
  const results = over.results ?? [];
  return { facetGroups: [], results, totalResults: results.length, totalPages: results.length ? 1 : 0, ...over };
}

/** The filters of a sent search request as { field: selected }. */
export const sentFilters = (body: unknown) => Object.fromEntries(((body as { filters?: { field: string; selected: unknown[] }[] }).filters ?? []).map((f) => [f.field, f.selected]));

export interface Where {
  pathname: string;
  search: string;
}

function LocationProbe({ into }: { into: Where }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

export function renderSearch({ path = '/courses/search', abilities = ['AdminReview'], store = memoryStore() }: { path?: string; abilities?: string[]; store?: Store } = {}) {
  const where: Where = { pathname: '', search: '' };
  const view = render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={memoryDataProvider({})} authProvider={abilityAuthProvider(abilities, {})} store={store} i18nProvider={defaultI18nProvider}>
        <CourseSearchScreen />
        <LocationProbe into={where} />
        <Notification autoHideDuration={50} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, where, store };
}
