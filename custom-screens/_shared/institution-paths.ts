// Where a link to an institution leads: its detail page with its course list (/institutions/details/{id},
// custom-screens/institution-details), the institutions resource's recordPage, so the generated
// institutions list and every hand-built screen open the same page. A district also has its own page
// (facts, schools, users), which the district screens link to.
import institutions from '../../resources/institutions.js';
import { recordPagePath } from '../../core/model/record-page.js';

export function institutionPath(institutionId: number, academicYearId?: number | null): string {
  const path = recordPagePath(institutions, institutionId)!;
  return academicYearId ? `${path}/${academicYearId}` : path;
}

/** The form of an institution (spec 1 §2 institutions/form/{kind}?institutionId); Save returns to its detail. */
export const institutionFormPath = (kind: 'school' | 'district' | 'program', institutionId: number) => `/institutions/form/${kind}?institutionId=${institutionId}`;

export const districtPath = (institutionId: number) => `/institutions/district/${institutionId}`;
