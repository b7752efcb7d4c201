// The spec's shapes of a course year's parts (spec 1 §3): basicInfo, description, materials, offerings.
import type { EntityManager } from '@mikro-orm/postgresql';
import { E, type CourseYearRow, type DisciplineRow, type MaterialRow, type OfferingRow } from './model.js';
import { namesById } from './load.js';

export function disciplineJson(d: DisciplineRow) {
  return { courseDisciplineId: d.id, subjectAreaId: d.subjectAreaId, disciplineId: d.disciplineId ?? null, languageId: d.languageId ?? null, otherLanguage: d.otherLanguage ?? null };
}

export function offeringJson(o: OfferingRow, institutionName: string | undefined) {
  return {
    courseOfferingId: o.id,
    rowVersion: o.rowVersion,
    institutionId: o.institutionId,
    institutionName: institutionName ?? null,
    academicYearId: o.academicYearId,
    isClassroomBased: o.isClassroomBased,
    isOnline: o.isOnline,
    transcriptCodes: o.transcriptCodes ?? [],
    isArchived: o.isArchived,
    courseOfferingArchivedTypeId: o.courseOfferingArchivedTypeId ?? null,
    allowActivation: o.allowActivation ?? null,
    reasonToNotAllowActivation: o.reasonToNotAllowActivation ?? null,
    ucciAuthorizationNumber: o.ucciAuthorizationNumber ?? null,
    archivedOn: o.archivedOn ? o.archivedOn.toISOString() : null,
    activatedOn: o.activatedOn ? o.activatedOn.toISOString() : null,
  };
}

export function materialJson(m: MaterialRow, suffixOf: Map<number, string>) {
  return {
    id: m.id,
    courseMaterialId: m.id,
    rowVersion: m.rowVersion,
    type: suffixOf.get(m.materialTypeId) ?? null,
    materialTypeId: m.materialTypeId,
    title: m.title,
    author: m.author ?? null,
    publisher: m.publisher ?? null,
    edition: m.edition ?? null,
    publicationDate: m.publicationDate ?? null,
    isbn: m.isbn ?? null,
    url: m.url ?? null,
    details: m.details ?? null,
    isPrimary: m.isPrimary,
    readInEntirety: m.readInEntirety,
  };
}

export function descriptionJson(y: CourseYearRow) {
  return { prerequisites: y.prerequisites ?? [], corequisites: y.corequisites ?? [], units: y.units ?? [], courseDescription: y.courseDescription ?? null };
}

/** The basic info fields stored on the course year, in the spec's names (IsMathCategory4 as written there). */
export function basicInfoFields(y: CourseYearRow) {
  return {
    title: y.title,
    isCte: y.isCte,
    cteIndustryId: y.cteIndustryId ?? null,
    ctePathwayId: y.ctePathwayId ?? null,
    honorsTypeId: y.honorsTypeId ?? null,
    courseLengthId: y.courseLengthId ?? null,
    isGrade9: y.isGrade9,
    isGrade10: y.isGrade10,
    isGrade11: y.isGrade11,
    isGrade12: y.isGrade12,
    requiresWetLabActivity: y.requiresWetLabActivity,
    IsMathCategory4: y.isMathCategory4,
  };
}

export function disciplinesOf(em: EntityManager, courseYearId: number): Promise<DisciplineRow[]> {
  return em.find<DisciplineRow>(E.courseDisciplines, { courseYearId }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

export function materialsOf(em: EntityManager, courseYearId: number): Promise<MaterialRow[]> {
  return em.find<MaterialRow>(E.courseMaterials, { courseYearId }, { orderBy: { materialTypeId: 'asc', id: 'asc' } });
}

export async function materialSuffixes(em: EntityManager): Promise<Map<number, string>> {
  const types = await em.find<{ id: number; suffix: string }>(E.materialTypes, {});
  return new Map(types.map((t) => [t.id, t.suffix]));
}

/** The course year's materials in the spec's shape: { courseMaterials }. */
export async function materialsJson(em: EntityManager, courseYearId: number) {
  const rows = await materialsOf(em, courseYearId);
  const suffixOf = await materialSuffixes(em);
  return { courseMaterials: rows.map((m) => materialJson(m, suffixOf)) };
}

/** Offerings with their institutions' names. */
export async function offeringsJson(em: EntityManager, offerings: OfferingRow[]) {
  const names = await namesById(em, E.institutions, offerings.map((o) => o.institutionId));
  return offerings.map((o) => offeringJson(o, names.get(o.institutionId)));
}
