// An API call of the console naming an action the resource does not have, or an action of another
// kind (a record action called on the resource, `new` on a record), answers 404, and a GET of an
// action that only writes (`new`) answers 405, before AdminJS sees it: AdminJS throws a plain error
// for each, which would be a 500. Resources the model does not have are unknown-resource.ts's.
import type { RequestHandler } from 'express';
import type AdminJS from 'adminjs';
import { HttpError } from '../http/errors.js';

type Kind = 'resource' | 'record' | 'bulk';
const KIND_OF_SEGMENT: Record<string, Kind> = { actions: 'resource', records: 'record', bulk: 'bulk' };
const API_ACTION = /^\/api\/resources\/([^/]+)\/(?:(actions|bulk)\/([^/]+)|(records)\/[^/]+\/([^/]+))(?:\/.*)?$/;
/** AdminJS's actions that answer only a POST */
const POST_ONLY = new Set(['new']);

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function knownActions(admin: AdminJS): RequestHandler {
  const kinds = new Map<string, Map<string, Kind[]>>();
  const actionsOf = (resourceId: string) => {
    let map = kinds.get(resourceId);
    if (!map) {
      const actions = admin.findResource(resourceId).decorate().actions;
      map = new Map(Object.values(actions).map((a) => [a.name, [a.isResourceType() && 'resource', a.isRecordType() && 'record', a.isBulkType() && 'bulk'].filter(Boolean) as Kind[]]));
      kinds.set(resourceId, map);
    }
    return map;
  };
  return (req, res, next) => {
    const m = API_ACTION.exec(req.path);
    if (!m) return next();
    const resourceId = decoded(m[1]);
    const kind = KIND_OF_SEGMENT[m[2] ?? m[4]];
    const action = decoded(m[3] ?? m[5]);
    let known: Kind[] | undefined;
    try {
      known = actionsOf(resourceId).get(action);
    } catch {
      return next(); // not a resource of the console: unknown-resource.ts answers it
    }
    if (!known?.includes(kind)) return next(new HttpError(404, `The operator console has no ${kind} action "${action}" for ${resourceId}.`));
    if (req.method === 'GET' && POST_ONLY.has(action)) {
      res.setHeader('Allow', 'POST');
      return next(new HttpError(405, `The "${action}" action takes a POST of the console's form.`));
    }
    next();
  };
}
