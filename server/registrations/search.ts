// POST /api/admin/registration/search {pagedDetails: {pageNumber | page, pageSize}, query, queueType, tab?, sorting?}:
// the registrations list's three tabs (spec 2 §2, §9): submitted (submitted, in review, waiting
// for update), second (second review), completed (approved, not approved). The tab defaults from
// the queue type (main → submitted, second → second). Page of 25, oldest submission first; query
// matches the name, the CDS code or the submitter's e-mail. Every tab's count comes with the page,
// under the same query.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parseSpecBody } from '../courses/params.js';
import { likePattern, MAX_PAGE_SIZE } from '../http/params.js';
import { REGISTRATION_PAGE_SIZE, REGISTRATION_STATUS as S } from '../../resources/_registrations.js';
import { E, iso, statusName, typeName, userNames, type RegistrationRow, type ReviewRow } from './model.js';
import type { RegistrationRow as RegistrationRowAnswer } from '../../core/contract/registrations.js';

export const TABS = { submitted: [S.submitted, S.inReview, S.waitingForUpdate], second: [S.secondReview], completed: [S.approved, S.notApproved] } as const;
type Tab = keyof typeof TABS;

const SORTS = { submittedOn: 'submittedOn', institutionName: 'institutionName', decidedOn: 'decidedOn', registrationStatusId: 'registrationStatusId', registrationTypeId: 'registrationTypeId' } as const;
type SortField = keyof typeof SORTS;

const sortingText = z
  .string()
  .trim()
  .regex(new RegExp(`^(${Object.keys(SORTS).join('|')})(\\s+(asc|desc))?$`, 'i'), { error: `Sort by one of: ${Object.keys(SORTS).join(', ')}, then optionally asc or desc.` });

const pageNumberField = z.number({ error: 'The page is a whole number from 1.' }).int({ error: 'The page is a whole number from 1.' }).min(1, { error: 'The page is a whole number from 1.' }).max(1_000_000);

const searchBody = z.strictObject({
  pagedDetails: z
    .strictObject({
      page: pageNumberField.optional(),
      // the spec's GET calls page with pageNumber: its POST bodies may use that word too
      pageNumber: pageNumberField.optional(),
      pageSize: z.number({ error: `The page size is a whole number from 1 to ${MAX_PAGE_SIZE}.` }).int().min(1).max(MAX_PAGE_SIZE).default(REGISTRATION_PAGE_SIZE),
    })
    .refine((p) => p.page === undefined || p.pageNumber === undefined || p.page === p.pageNumber, { error: 'Send pageNumber or page, not both.', path: ['pageNumber'] })
    .optional(),
  query: z.string({ error: 'Search with text.' }).max(200, { error: 'Use at most 200 characters.' }).nullish(),
  queueType: z.enum(['main', 'second'], { error: 'The queue type is main or second.' }).default('main'),
  tab: z.enum(['submitted', 'second', 'completed'], { error: 'The tab is submitted, second or completed.' }).nullish(),
  sorting: sortingText.nullish(),
});

/** A row of the list: the contract's, with the record's id as react-admin's lists read it. */
export type RegistrationListRow = RegistrationRowAnswer & { id: number };

export async function searchRegistrations(em: EntityManager, body: unknown) {
  const input = parseSpecBody(searchBody, body);
  const tab: Tab = input.tab ?? (input.queueType === 'second' ? 'second' : 'submitted');
  const page = input.pagedDetails?.pageNumber ?? input.pagedDetails?.page ?? 1;
  const pageSize = input.pagedDetails?.pageSize ?? REGISTRATION_PAGE_SIZE;
  const pattern = likePattern('query', input.query ?? undefined);
  const base: Record<string, unknown> = { isDeleted: false };
  if (pattern) base.$or = [{ institutionName: { $ilike: pattern } }, { cdsCode: { $ilike: pattern } }, { submitterEmail: { $ilike: pattern } }];
  const where = (t: Tab) => ({ ...base, registrationStatusId: { $in: [...TABS[t]] } });

  const [field, direction] = (input.sorting ?? 'submittedOn asc').split(/\s+/);
  const sortField = Object.keys(SORTS).find((k) => k.toLowerCase() === field.toLowerCase()) as SortField;
  const order = direction?.toLowerCase() === 'desc' ? 'desc' : 'asc';

  const [rows, submitted, second, completed] = [
    await em.find<RegistrationRow>(E.registrations, where(tab), {
      orderBy: { [SORTS[sortField]]: order, id: order },
      limit: pageSize,
      offset: (page - 1) * pageSize,
      disableIdentityMap: true,
    }),
    await em.count(E.registrations, where('submitted')),
    await em.count(E.registrations, where('second')),
    await em.count(E.registrations, where('completed')),
  ];
  const counts = { submitted: Number(submitted), second: Number(second), completed: Number(completed) };

  const ids = rows.map((r) => r.id);
  const reviews = ids.length ? await em.find<ReviewRow>(E.registrationReviews, { registrationId: { $in: ids }, isSecondReview: false }, { orderBy: { id: 'desc' }, disableIdentityMap: true }) : [];
  const firstReview = new Map<number, ReviewRow>();
  for (const r of reviews) if (!firstReview.has(r.registrationId)) firstReview.set(r.registrationId, r);
  const names = await userNames(em, [...firstReview.values()].map((r) => r.reviewerId));
  const countyIds = [...new Set(rows.map((r) => r.countyId).filter((c): c is number => c != null))];
  const countyRows = countyIds.length ? await em.find<{ id: number; name: string }>(E.counties, { id: { $in: countyIds } }, { disableIdentityMap: true }) : [];
  const countyNames = new Map(countyRows.map((c) => [c.id, c.name]));

  const result: RegistrationListRow[] = rows.map((r) => {
    const review = firstReview.get(r.id);
    return {
      registrationId: r.id,
      id: r.id,
      institutionName: r.institutionName,
      registrationTypeId: r.registrationTypeId,
      registrationType: typeName(r.registrationTypeId),
      registrationStatusId: r.registrationStatusId,
      registrationStatus: statusName(r.registrationStatusId),
      cdsCode: r.cdsCode,
      countyName: r.countyId == null ? null : (countyNames.get(r.countyId) ?? null),
      submitterEmail: r.submitterEmail,
      submittedOn: iso(r.submittedOn),
      decidedOn: iso(r.decidedOn),
      reviewerName: review?.reviewerId == null ? null : (names.get(review.reviewerId) ?? null),
      recommendedActionId: review?.recommendedActionId ?? null,
    };
  });
  return { total: counts[tab], tab, page, pageSize, result, counts };
}
