// GET /api/admin/institution/{id}/comments (newest first) and POST /api/admin/institution/{id}/comment
// {comment}: staff comments on an institution's accreditation. A comment must say something (spec 2
// §5 "A note must be non-empty"); it keeps its line breaks.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { parseSpecBody } from '../courses/params.js';
import { E, type CommentRow } from './model.js';
import { loadInstitution } from './institution.js';
import type { AccreditationComment } from '../../core/contract/accreditation.js';

export const BLANK_COMMENT_MESSAGE = 'Write a comment before saving it.';
export const MAX_COMMENT = 4000;

export const commentText = z
  .string({ error: (iss) => (iss.input === undefined || iss.input === null ? BLANK_COMMENT_MESSAGE : 'Must be text.') })
  .max(MAX_COMMENT, { error: `Use at most ${MAX_COMMENT} characters.` })
  .refine((s) => s.trim() !== '', { error: BLANK_COMMENT_MESSAGE });

const commentBody = z.strictObject({ comment: commentText, institutionId: z.number().optional() });

export function commentJson(c: CommentRow): AccreditationComment {
  return {
    accreditationCommentId: c.id,
    id: c.id,
    institutionId: c.institutionId,
    accreditationFileId: c.accreditationFileId ?? null,
    comment: c.comment,
    createdByName: c.createdByName,
    createdOn: new Date(c.createdOn).toISOString(),
  };
}

export async function listComments(em: EntityManager, institutionId: number): Promise<AccreditationComment[]> {
  await loadInstitution(em, institutionId);
  const rows = await em.find<CommentRow>(E.accreditationComments, { institutionId }, { orderBy: { createdOn: 'desc', id: 'desc' } });
  return rows.map(commentJson);
}

export const authorName = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim() || user.username;

/** Adds a comment in the caller's transaction (the decision call writes one with its file). */
export function createComment(tx: EntityManager, user: SessionUser, institutionId: number, comment: string, accreditationFileId: number | null = null): CommentRow {
  return tx.create(E.accreditationComments, { institutionId, accreditationFileId, comment, createdById: user.id, createdByName: authorName(user), createdOn: new Date() }) as CommentRow;
}

export async function addComment(em: EntityManager, user: SessionUser, institutionId: number, body: unknown): Promise<AccreditationComment> {
  const { comment, institutionId: named } = parseSpecBody(commentBody, body);
  if (named !== undefined && named !== institutionId) parseSpecBody(z.strictObject({ institutionId: z.literal(institutionId, { error: 'Must be the institution of the path.' }) }), { institutionId: named });
  await loadInstitution(em, institutionId);
  const row = await em.transactional(async (tx) => {
    const c = createComment(tx, user, institutionId, comment);
    await tx.flush();
    return c;
  });
  return commentJson(row);
}
