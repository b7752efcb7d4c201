// Maps react-admin's access checks onto the model's access rules.
import type { CrudAction, ResourceDef } from '../../core/model/define.js';
import { hasAbility } from './staff-user.js';

/** react-admin action → model action. Unknown actions are refused. */
const MODEL_ACTION: Record<string, CrudAction> = {
  list: 'list',
  show: 'show',
  create: 'create',
  edit: 'update',
  delete: 'delete',
  export: 'list',
  clone: 'create',
};

export function canAccessResource(abilities: readonly string[] | null | undefined, def: ResourceDef | undefined, action: string): boolean {
  const modelAction = MODEL_ACTION[action];
  if (!def || !modelAction) return false;
  return hasAbility(abilities, def.access[modelAction]);
}
