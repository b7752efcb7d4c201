// The course finder's results (CourseFinderScreen): courses found by record number, and course years
// found by title gathered into their course, so a course taught in three years is one line with its
// years rather than three lines that look alike.

export interface CourseHit {
  id: number;
  recordId: string;
  institutionId: number;
}

export interface CourseYearHit {
  courseId: number;
  academicYearId: number;
  title: string;
}

export interface FinderRow {
  courseId: number;
  /** the title of the newest year found, or null for a course found by its record number alone */
  title: string | null;
  /** the years whose title matched, oldest first; the link opens the newest */
  yearIds: number[];
}

export function finderRows(byRecord: readonly CourseHit[], byTitle: readonly CourseYearHit[]): FinderRow[] {
  const rows = new Map<number, FinderRow>();
  for (const c of byRecord) rows.set(c.id, { courseId: c.id, title: null, yearIds: [] });
  for (const y of [...byTitle].sort((a, b) => a.academicYearId - b.academicYearId)) {
    const row = rows.get(y.courseId) ?? { courseId: y.courseId, title: null, yearIds: [] };
    row.yearIds.push(y.academicYearId);
    row.title = y.title;
    rows.set(y.courseId, row);
  }
  return [...rows.values()];
}

export const rowLink = (row: FinderRow) => `/course/detail/${row.courseId}${row.yearIds.length ? `?academicYearId=${row.yearIds.at(-1)}` : ''}`;
