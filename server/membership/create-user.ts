// Creating an account from the back office (the users' create action, at /api/rest/users and POST
// /api/admin/membership/user): the account is stored inactive with a verification link, and the link's
// mail is queued in the same transaction (the outbox worker sends it after the commit; "User created";
// spec 2 §4, §8). The generic create keeps validation,
// unique usernames and the per-record rules (UC office accounts, roles above one's own).
import type { Handler, HandlerContext } from '../crud/types.js';
import type { UserRow } from './model.js';
import { issueVerificationLink, mailVerification } from './verification.js';

export const USER_CREATED = 'User created';
export const USER_CREATED_NOTICE = 'The account stays inactive until the e-mail address is verified.';

export async function createUnverifiedUser(ctx: HandlerContext, generic: Handler): Promise<unknown> {
  const body: unknown = ctx.req.body;
  // a new account is never active before its owner proves the address (the form's switch is ignored)
  if (body && typeof body === 'object' && !Array.isArray(body)) ctx.req.body = { ...body, isActive: false };
  const record = await ctx.em.transactional(async (tx) => {
    const created = (await generic({ ...ctx, em: tx })) as Record<string, unknown>;
    const link = await issueVerificationLink(tx, Number(created.id));
    await mailVerification(tx, created as unknown as UserRow, link, ctx.user?.id ?? null);
    return created;
  });
  const user = record as unknown as UserRow;
  // a delivery that finally fails tells the creator through the hub (the outbox keeps retrying until then)
  const notice = `${USER_CREATED_NOTICE} A verification e-mail was sent to ${user.email}.`;
  return { ...record, message: USER_CREATED, notice };
}
