// The reference lists basic info is shown and edited with (subject areas, disciplines, course lengths,
// honors types, CTE industries and pathways, languages), read through the generic REST lists every
// signed-in staff member may read. Short lists: one page of all of them, kept for the session.
import { useGetList, type RaRecord } from 'react-admin';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };
const KEEP = { staleTime: 10 * 60_000 };

export interface NamedRecord extends RaRecord {
  id: number;
  name: string;
}

export interface SubjectArea extends NamedRecord {
  code: string;
}

export interface Discipline extends NamedRecord {
  subjectAreaId: number;
}

export interface CtePathway extends NamedRecord {
  cteIndustryId: number;
}

export interface CourseLookups {
  subjectAreas: SubjectArea[];
  disciplines: Discipline[];
  courseLengths: NamedRecord[];
  honorsTypes: NamedRecord[];
  cteIndustries: NamedRecord[];
  ctePathways: CtePathway[];
  languages: NamedRecord[];
}

export function useCourseLookups(): CourseLookups {
  const subjectAreas = useGetList<SubjectArea>('subject-areas', ALL, KEEP).data ?? [];
  const disciplines = useGetList<Discipline>('disciplines', ALL, KEEP).data ?? [];
  const courseLengths = useGetList<NamedRecord>('course-lengths', ALL, KEEP).data ?? [];
  const honorsTypes = useGetList<NamedRecord>('honors-types', ALL, KEEP).data ?? [];
  const cteIndustries = useGetList<NamedRecord>('cte-industries', ALL, KEEP).data ?? [];
  const ctePathways = useGetList<CtePathway>('cte-pathways', ALL, KEEP).data ?? [];
  const languages = useGetList<NamedRecord>('languages', ALL, KEEP).data ?? [];
  return { subjectAreas, disciplines, courseLengths, honorsTypes, cteIndustries, ctePathways, languages };
}

export const nameById = (list: readonly NamedRecord[], id: number | null | undefined): string | undefined => (id == null ? undefined : list.find((r) => r.id === id)?.name);
