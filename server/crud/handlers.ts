// The generic list / show / create / update / delete of any resource: one implementation for all,
// one file per action in actions/.
import type { CrudAction } from '../../core/model/define.js';
import type { Handler } from './types.js';
import type { Model } from './actions/common.js';
import { list } from './actions/list.js';
import { show } from './actions/show.js';
import { create } from './actions/create.js';
import { update } from './actions/update.js';
import { makeDelete } from './actions/delete.js';

export type { Model } from './actions/common.js';
export { listRecords, type ListResult } from './actions/list.js';

export function genericHandlers(model: Model): Record<CrudAction, Handler> {
  return { list, show, create, update, delete: makeDelete(model) };
}
