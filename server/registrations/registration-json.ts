// GET /api/admin/registration/{id}: the registration with its sections (those its type shows are
// listed in sectionsShown), its attachments, the letters of intent received against the two
// expected (spec 2 §9), the open first and second review ids, and whether approval is blocked by
// the rule set right now (evaluated, not recorded).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../rules/runtime.js';
import { ATTACHMENT_TYPE, LETTERS_OF_INTENT_EXPECTED } from '../../resources/_registrations.js';
import { approvalBlocked } from './approval-blocked.js';
import { listAttachments } from './attachment-json.js';
import { E, iso, isEditable, loadRegistration, statusName, typeName, type RegistrationRow, type ReviewRow } from './model.js';
import { SECTIONS_SHOWN, SECTION_SCHEMAS } from './sections.js';
import type { Registration, SectionDocument } from '../../core/contract/registrations.js';

/** The latest first and second review of a registration (a review sent back keeps its row). */
export async function reviewsOf(em: EntityManager, registrationId: number): Promise<{ first: ReviewRow | null; second: ReviewRow | null }> {
  const rows = await em.find<ReviewRow>(E.registrationReviews, { registrationId }, { orderBy: { id: 'desc' } });
  return { first: rows.find((r) => !r.isSecondReview) ?? null, second: rows.find((r) => r.isSecondReview) ?? null };
}

export async function countyName(em: EntityManager, countyId: number | null): Promise<string | null> {
  if (countyId == null) return null;
  const county = await em.findOne<{ id: number; name: string }>(E.counties, { id: countyId }, { disableIdentityMap: true });
  return county?.name ?? null;
}

/** The general information with its district's directory name beside the id (districtName: shown, not stored). */
async function withDistrictName(em: EntityManager, general: unknown): Promise<unknown> {
  const districtId = (general as { districtId?: unknown } | null)?.districtId;
  if (typeof districtId !== 'number' || districtId <= 0) return general;
  const district = await em.findOne<{ name: string }>(E.institutions, { id: districtId } as never, { fields: ['name'] as never, disableIdentityMap: true });
  return { ...(general as object), districtName: district?.name ?? null };
}

export async function registrationJson(em: EntityManager, rules: RuleRuntime, idOrRow: number | RegistrationRow): Promise<Registration> {
  const r = typeof idOrRow === 'number' ? await loadRegistration(em, idOrRow) : idOrRow;
  const [attachments, reviews, county, blocked] = [await listAttachments(em, r.id), await reviewsOf(em, r.id), await countyName(em, r.countyId), await approvalBlocked(em, rules, r.id)];
  const sections = Object.fromEntries(Object.keys(SECTION_SCHEMAS).map((s) => [s, (r as unknown as Record<string, unknown>)[s] ?? null])) as Record<keyof typeof SECTION_SCHEMAS, SectionDocument | null>;
  sections.generalInformation = (await withDistrictName(em, sections.generalInformation)) as SectionDocument | null;
  const editable = isEditable(r);
  return {
    registrationId: r.id,
    id: r.id,
    rowVersion: r.rowVersion,
    registrationTypeId: r.registrationTypeId,
    registrationType: typeName(r.registrationTypeId),
    registrationStatusId: r.registrationStatusId,
    registrationStatus: statusName(r.registrationStatusId),
    isEditable: editable,
    isReviewComplete: !editable,
    institutionName: r.institutionName,
    cdsCode: r.cdsCode,
    countyId: r.countyId,
    countyName: county,
    institutionId: r.institutionId,
    submitterEmail: r.submitterEmail,
    submittedOn: iso(r.submittedOn),
    registrationCycleYear: r.registrationCycleYear,
    lastUpdatedOn: iso(r.lastUpdatedOn),
    decidedOn: iso(r.decidedOn),
    notificationSentOn: iso(r.notificationSentOn),
    reviewId: reviews.first?.id ?? null,
    registrationReviewId: reviews.second?.id ?? null,
    sectionsShown: SECTIONS_SHOWN[r.registrationTypeId] ?? [],
    ...sections,
    attachments,
    lettersOfIntent: { expected: LETTERS_OF_INTENT_EXPECTED, received: attachments.filter((a) => a.attachmentTypeId === ATTACHMENT_TYPE.letterOfIntent).length },
    approvalBlocked: blocked,
  };
}
