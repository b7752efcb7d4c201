// What the operator console's parts share: the ability, the action map and the access check.
import type { ActionContext } from 'adminjs';
import type { CrudAction, ResourceDef } from '../../core/model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';

export const OPS_ABILITY = 'AdminOperatorConsole';
export const OPS_ROOT = '/ops';

/** AdminJS action → the model's action whose access rule guards it. */
export const ACTIONS: Record<string, CrudAction> = { list: 'list', search: 'list', show: 'show', new: 'create', edit: 'update', delete: 'delete', bulkDelete: 'delete' };

/** Where the validating hook leaves the converted values for the resource's create/update. */
export const VALIDATED = Symbol('ops validated values');
export type OpsContext = ActionContext & { [VALIDATED]?: Record<string, unknown> };

export type AdminModule = typeof import('adminjs');
export type MikroAdapter = typeof import('@adminjs/mikroorm');

export const allowed = (user: unknown, rule: ResourceDef['access'][CrudAction]) => rule !== false && hasAbility(user as SessionUser | undefined, rule);

