// GET /api/admin/institution/{id}/accreditation: the institution's accreditation (spec 2 §3) as the
// review screen shows it, with the names of its organization and year, its last file and whether
// the explanation is required (a body other than WASC, expired). An institution with no record yet
// answers the same shape with empty values.
import type { EntityManager } from '@mikro-orm/postgresql';
import { todayIso } from '../rules/facts/types.js';
import { ACCREDITATION_STATUSES, ACCREDITATION_FILE_STATUSES, FILE_STATUS } from '../../resources/_accreditation.js';
import { WASC_ORGANIZATION_ID } from '../../core/spec-constants.js';
import { E, isoDay, type AccreditationRow, type FileRow } from './model.js';
import { loadInstitution } from './institution.js';
import type { Accreditation } from '../../core/contract/accreditation.js';

const nameOf = (list: readonly { id: number; name: string }[], id: number | null) => (id == null ? null : (list.find((s) => s.id === id)?.name ?? null));

export async function loadAccreditation(em: EntityManager, institutionId: number): Promise<AccreditationRow | null> {
  return em.findOne<AccreditationRow>(E.institutionAccreditations, { institutionId });
}

export async function accreditationJson(em: EntityManager, institutionId: number): Promise<Accreditation> {
  const institution = await loadInstitution(em, institutionId);
  const a = await loadAccreditation(em, institutionId);
  const organization = a?.accreditingOrganizationId == null ? null : await em.findOne<{ id: number; name: string }>(E.accreditingOrganizations, { id: a.accreditingOrganizationId });
  const year = a?.notAccreditedAsOfAcademicYearId == null ? null : await em.findOne<{ id: number; name: string }>(E.academicYears, { id: a.notAccreditedAsOfAcademicYearId });
  const files = await em.find<FileRow>(E.accreditationFiles, { institutionId } as never, { orderBy: { uploadedOn: 'desc', id: 'desc' } as never, fields: ['id', 'statusId', 'newExpirationDate', 'uploadedOn'] as never });
  const last = files[0];
  const lastAccepted = files.find((f) => f.statusId === FILE_STATUS.accepted);
  const expires = isoDay(a?.accreditationExpirationDate);
  const isExpired = expires !== null && expires < todayIso();
  const isWasc = a?.accreditingOrganizationId === WASC_ORGANIZATION_ID;
  return {
    institutionId: institution.id,
    institutionName: institution.name,
    cdsCode: institution.cdsCode ?? null,
    accreditationId: a?.id ?? null,
    rowVersion: a?.rowVersion ?? null,
    accreditationStatusId: a?.accreditationStatusId ?? null,
    accreditationStatus: nameOf(ACCREDITATION_STATUSES, a?.accreditationStatusId ?? null),
    accreditingOrganizationId: a?.accreditingOrganizationId ?? null,
    accreditingOrganizationName: organization?.name ?? null,
    isWasc,
    accreditationExpirationDate: expires,
    isExpired,
    accreditationExplanation: a?.accreditationExplanation ?? null,
    explanationRequired: a?.accreditingOrganizationId != null && !isWasc && isExpired,
    notAccreditedAsOfAcademicYearId: a?.notAccreditedAsOfAcademicYearId ?? null,
    notAccreditedAsOfAcademicYear: year?.name ?? null,
    lastAccreditationFile: last ? { id: last.id, statusId: last.statusId, status: nameOf(ACCREDITATION_FILE_STATUSES, last.statusId)! } : null,
    newExpirationDate: isoDay(lastAccepted?.newExpirationDate),
    pendingFileCount: files.filter((f) => f.statusId === FILE_STATUS.pending).length,
  };
}
