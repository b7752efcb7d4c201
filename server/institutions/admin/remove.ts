// POST /api/admin/institution/remove/{id} (spec 2 §4, §7): the institution is removed from the public
// course list (isRemovedFromPublicList); its record, courses and offerings stay as they are and the
// back office keeps showing them. Undone by editing the flag on the institution's record. The flag
// and its audit entry are one transaction; already removed is a 409.
import { z } from 'zod';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { pathId } from '../../http/params.js';
import { optionalId, parseSpecBody } from '../../courses/params.js';
import { MANAGE_ABILITY } from '../abilities.js';
import { lockInstitution } from './institution-row.js';

// the path names the institution; a body may repeat it
const removeBody = z.strictObject({ institutionId: optionalId('an institution') });

export function registerRemoveRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/institution/remove/:id(\\d+)',
    ability: MANAGE_ABILITY,
    source: 'server/institutions/admin/remove.ts',
    handler: async ({ req, em }) => {
      const id = pathId(req, 'id');
      const input = parseSpecBody(removeBody, req.body);
      if (input.institutionId != null && input.institutionId !== id) throw badRequest('Please correct the highlighted fields.', { institutionId: ['Must be the institution of the path.'] });
      return em.transactional(async (tx) => {
        const institution = await lockInstitution(tx, id);
        if (institution.isRemovedFromPublicList) throw new HttpError(409, `${institution.name} is already removed from the public course list.`);
        institution.isRemovedFromPublicList = true;
        await tx.flush();
        return { institutionId: id, name: institution.name, message: `${institution.name} has been removed from the public course list.` };
      });
    },
  });
}
