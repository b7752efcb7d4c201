// The membership calls of spec 2 §7 under /api/admin/membership/user, each with its ability: every
// one needs AdminUserManagement (spec 2 §2, §6); changes to UC office accounts also need
// AdminManageUCUsers (checked per account). The outbox shows every mail the server wrote, password
// links of administrators included, so only superusers (AdminOperatorConsole) read it.
import type { RouteSpec, RouteTable } from '../http/route-table.js';
import { AUTHENTICATED, PUBLIC } from '../../core/model/abilities.js';
import { pathId, queryInt, queryText } from '../http/params.js';
import { MEMBERSHIP_ABILITY, SOURCE, USER_PATH } from './model.js';
import { addUserInstitution, listUserInstitutions, removeUserInstitution } from './user-institutions.js';
import { changeInstitutionRole, readPermissions, updatePermissions } from './institution-permissions.js';
import { institutionRoles } from './institution-role.js';
import { newRole } from './new-role.js';
import { changeEmail, deleteUnverified, passwordLinkFor, resendVerification, verificationLinkFor } from './user-lifecycle.js';
import { ucopUsers, unverifiedUsers } from './user-lists.js';
import { verifyEmail } from './verification.js';
import { changeOwnPassword, PROFILE_PATH, readProfile, saveProfile } from './profile.js';
import { listOutbox, OUTBOX_PAGE_SIZE, readOutboxMessage } from './outbox.js';

export const OUTBOX_ABILITY = 'AdminOperatorConsole';

export function registerMembershipRoutes(routes: RouteTable, outboxDir: string | null): void {
  const add = (method: RouteSpec['method'], path: string, file: string, handler: RouteSpec['handler'], ability: string = MEMBERSHIP_ABILITY) =>
    routes.add({ method, path, ability, source: `${SOURCE}/${file}`, handler });
  const created = <T>(res: { status: (n: number) => unknown }, value: T) => (res.status(201), value);

  // a user's institutions, role and permissions there
  add('GET', `${USER_PATH}/institutions/:userId(\\d+)`, 'user-institutions.ts', ({ req, em }) => listUserInstitutions(em, pathId(req, 'userId')));
  add('POST', `${USER_PATH}/institution`, 'user-institutions.ts', async ({ req, res, em, user }) => created(res, await addUserInstitution(em, user, req.body)));
  add('POST', `${USER_PATH}/:userId(\\d+)/associate`, 'user-institutions.ts', async ({ req, res, em, user }) => created(res, await addUserInstitution(em, user, req.body, pathId(req, 'userId'))));
  add('DELETE', `${USER_PATH}/userInstitution/:userId(\\d+)/:id(\\d+)`, 'user-institutions.ts', ({ req, em, user }) => removeUserInstitution(em, user, pathId(req, 'userId'), pathId(req, 'id')));
  add('POST', `${USER_PATH}/role`, 'institution-permissions.ts', ({ req, em, user }) => changeInstitutionRole(em, user, req.body));
  add('GET', `${USER_PATH}/permissions/:userId(\\d+)/:institutionId(\\d+)`, 'institution-permissions.ts', ({ req, em }) => readPermissions(em, pathId(req, 'userId'), pathId(req, 'institutionId')));
  add('POST', `${USER_PATH}/permissions/:userId(\\d+)/:institutionId(\\d+)`, 'institution-permissions.ts', ({ req, em, user }) => updatePermissions(em, user, pathId(req, 'userId'), pathId(req, 'institutionId'), req.body));
  add('GET', '/api/admin/membership/role/institution', 'institution-role.ts', ({ em }) => institutionRoles(em));
  // the role form's starting point (roles are created with the same ability, resources/roles.ts)
  add('GET', '/api/admin/membership/role/newrole', 'new-role.ts', ({ user }) => newRole(user));

  // lists
  add('GET', `${USER_PATH}/ucop`, 'user-lists.ts', ({ req, em }) => ucopUsers(em, req));
  add('GET', `${USER_PATH}/unverified`, 'user-lists.ts', ({ req, em }) => unverifiedUsers(em, req));

  // verification and support links
  add('POST', `${USER_PATH}/resend`, 'user-lifecycle.ts', ({ req, em, user }) => resendVerification(em, user, req.body));
  add('GET', `${USER_PATH}/verification/:id(\\d+)`, 'user-lifecycle.ts', ({ req, em, user }) => verificationLinkFor(em, user, pathId(req, 'id')));
  add('GET', `${USER_PATH}/passwordreset/:id(\\d+)`, 'user-lifecycle.ts', ({ req, em, user }) => passwordLinkFor(em, user, pathId(req, 'id')));
  add('POST', `${USER_PATH}/email`, 'user-lifecycle.ts', ({ req, em, user }) => changeEmail(em, user, req.body));
  add('DELETE', `${USER_PATH}/unverified/:id(\\d+)`, 'user-lifecycle.ts', ({ req, em, user }) => deleteUnverified(em, user, pathId(req, 'id')));
  // the person following the mailed link is not signed in
  add('POST', '/api/account/verify', 'verification.ts', ({ req, em }) => verifyEmail(em, req.body), PUBLIC);

  // one's own profile: any signed-in user, for their own id only (profile.ts)
  add('GET', `${PROFILE_PATH}/:userId(\\d+)`, 'profile.ts', ({ req, em, user }) => readProfile(em, user, pathId(req, 'userId')), AUTHENTICATED);
  add('PUT', `${PROFILE_PATH}/:userId(\\d+)`, 'profile.ts', ({ req, em, user }) => saveProfile(em, user, pathId(req, 'userId'), req.body), AUTHENTICATED);
  add('POST', `${PROFILE_PATH}/:userId(\\d+)/password`, 'profile.ts', ({ req, em, user }) => changeOwnPassword(em, user, req, pathId(req, 'userId')), AUTHENTICATED);

  // the outbox (no SMTP server)
  add(
    'GET',
    '/api/admin/membership/outbox',
    'outbox.ts',
    ({ req }) => listOutbox(outboxDir, { page: queryInt(req, 'pageNumber', { min: 1, max: 100_000, fallback: 1 }), pageSize: queryInt(req, 'pageSize', { min: 1, max: 500, fallback: OUTBOX_PAGE_SIZE }), to: queryText(req, 'to') }),
    OUTBOX_ABILITY,
  );
  add('GET', '/api/admin/membership/outbox/:id', 'outbox.ts', ({ req }) => readOutboxMessage(outboxDir, String(req.params.id)), OUTBOX_ABILITY);
}
