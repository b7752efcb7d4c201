// GET /ucop and /unverified under /api/admin/membership/user (spec 2 §7): UC office accounts and
// accounts that have not followed their verification link, paged like the users list
// (?pageNumber&pageSize&sorting&filter; 25 a page, last name ascending, spec 2 §9).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { badRequest } from '../http/errors.js';
import { MAX_PAGE_SIZE, likePattern, queryInt, queryText } from '../http/params.js';
import { E, type UserRow } from './model.js';
import { USER_VERIFICATION_ENTITY, type UserVerification } from './verification-table.js';
import { unverifiedUserIds } from './verification.js';
import type { ListedUser } from '../../core/contract/membership.js';

export const USERS_PAGE_SIZE = 25;
const SORTS = ['lastName', 'firstName', 'username', 'email', 'lastLoginAt'] as const;

interface Paging {
  page: number;
  pageSize: number;
  sort: (typeof SORTS)[number];
  descending: boolean;
  pattern: string | undefined;
}

function pagingOf(req: Request): Paging {
  const text = queryText(req, 'sorting');
  let sort: Paging['sort'] = 'lastName';
  let descending = false;
  if (text !== undefined) {
    const [field, direction, ...rest] = text.split(/\s+/);
    const match = SORTS.find((s) => s.toLowerCase() === field.toLowerCase());
    const dir = direction?.toLowerCase();
    if (!match || rest.length || (dir !== undefined && dir !== 'asc' && dir !== 'desc'))
      throw badRequest(`sorting must be a field (${SORTS.join(', ')}) and optionally asc or desc.`, { sorting: [`Sort by one of: ${SORTS.join(', ')}.`] });
    sort = match;
    descending = dir === 'desc';
  }
  return {
    page: queryInt(req, 'pageNumber', { min: 1, max: 1_000_000, fallback: 1 }),
    pageSize: queryInt(req, 'pageSize', { min: 1, max: MAX_PAGE_SIZE, fallback: USERS_PAGE_SIZE }),
    sort,
    descending,
    pattern: likePattern('filter', queryText(req, 'filter') ?? queryText(req, 'query')),
  };
}

async function pagedUsers(em: EntityManager, req: Request, where: Record<string, unknown>): Promise<{ total: number; result: ListedUser[] }> {
  const p = pagingOf(req);
  const text = p.pattern ? { $or: ['username', 'email', 'firstName', 'lastName'].map((f) => ({ [f]: { $ilike: p.pattern } })) } : {};
  const order = p.descending ? 'desc' : 'asc';
  const [rows, total] = await em.findAndCount<UserRow>(E.users, { ...where, ...text }, {
    orderBy: { [p.sort]: order, firstName: 'asc', id: 'asc' },
    limit: p.pageSize,
    offset: (p.page - 1) * p.pageSize,
    disableIdentityMap: true,
  });
  const sent = rows.length ? await em.find<UserVerification>(USER_VERIFICATION_ENTITY, { user: { $in: rows.map((r) => r.id) }, verifiedAt: null }, { disableIdentityMap: true }) : [];
  const sentOn = new Map(sent.map((s) => [Number(s.user), new Date(s.sentAt).toISOString()]));
  return {
    total,
    result: rows.map((r) => ({
      userId: r.id,
      id: r.id,
      username: r.username,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      userKind: r.userKind,
      roleId: r.roleId ?? null,
      isActive: r.isActive,
      verificationSentOn: sentOn.get(r.id) ?? null,
    })),
  };
}

export function ucopUsers(em: EntityManager, req: Request) {
  return pagedUsers(em, req, { userKind: 'ucop' });
}

/** Accounts with a verification link not yet followed (a short list: accounts leave it within days). */
export async function unverifiedUsers(em: EntityManager, req: Request) {
  return pagedUsers(em, req, { id: { $in: await unverifiedUserIds(em) } });
}
