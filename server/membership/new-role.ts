// GET /api/admin/membership/role/newrole (spec 2 §7): what the role form starts from. The blank role
// is read from the model (resources/roles.ts: each field's default, else null), so a field added to
// roles appears here without a change. The ability choices say which ones the caller may grant:
// nobody grants an ability they do not hold (resources/_role-rules.ts refuses it on
// save; this only lets a form grey them out first).
import roles from '../../resources/roles.js';
import { ABILITY_CHOICES } from '../../core/model/abilities.js';
import type { SessionUser } from '../auth/session-user.js';

export function newRole(user: SessionUser) {
  const blank: Record<string, unknown> = { id: null, roleId: null };
  for (const [name, field] of Object.entries(roles.fields)) blank[name] = 'default' in field ? structuredClone(field.default) : null;
  return {
    ...blank,
    abilityChoices: ABILITY_CHOICES.map((choice) => ({ ...choice, grantable: user.abilities.includes(choice.id) })),
  };
}
