// The impersonation calls (docs/impersonation.md). Starting needs AdminImpersonate and passes the
// rules of ./rules.ts; stopping is open to any session that is acting as someone (the user acted as
// rarely holds AdminImpersonate); both are state-changing POSTs under the app's CSRF protections.
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import { pathId } from '../http/params.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../crud/parse-body.js';
import { fullNameOf, IMPERSONATE_ABILITY, IMPERSONATION_KINDS, isImpersonationKind, refusal, type ImpersonationKind } from './rules.js';
import { loadCandidate, startImpersonation, stopImpersonation } from './session-acting.js';
import { registerInstitutionView } from './institution-view.js';
import type { ImpersonationCandidate } from '../../core/contract/impersonation.js';

const source = 'server/impersonation/routes.ts';
const noBody = z.object({}).strict();

export function registerImpersonationRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/impersonate/candidate/:userId',
    ability: IMPERSONATE_ABILITY,
    source,
    // what the impersonate modal shows before the caller confirms: who, which kind, and whether the rules allow it
    handler: async ({ em, req, user }): Promise<ImpersonationCandidate> => {
      const target = await loadCandidate(em, pathId(req, 'userId'));
      const refused = refusal(user, target);
      if (refused?.status === 404) throw new HttpError(404, refused.message);
      const kind = target && isImpersonationKind(target.userKind) ? target.userKind : null;
      return {
        userId: target!.id,
        name: fullNameOf(target!),
        username: target!.username,
        email: target!.email,
        kind,
        kindLabel: kind ? IMPERSONATION_KINDS[kind].label : null,
        allowed: refused === null,
        reason: refused?.message ?? null,
        path: kind ? IMPERSONATION_KINDS[kind].uiPath(target!.id) : null,
      };
    },
  });

  const start = (path: string, kind: ImpersonationKind) =>
    routes.add({
      method: 'POST',
      path,
      ability: IMPERSONATE_ABILITY,
      source,
      handler: async ({ em, req, user }) => {
        parseBody(noBody, req.body);
        const acting = await startImpersonation(em, req, user, pathId(req, 'userId'), kind);
        return { user: acting, message: `You are acting as ${fullNameOf(acting)}.` };
      },
    });
  start('/api/admin/impersonate/:userId(\\d+)', 'external');
  start('/api/admin/impersonate/analyst/:userId(\\d+)', 'analyst');

  routes.add({
    method: 'POST',
    path: '/api/admin/impersonate/stop',
    ability: 'authenticated',
    source,
    handler: async ({ em, req, user }) => {
      parseBody(noBody, req.body);
      return stopImpersonation(em, req, user);
    },
  });

  registerInstitutionView(routes);
}
