// The path of a record's own page, from its resource's `recordPage` ('/institutions/details/:id'):
// the generated screens (row clicks, reference links) and the hand-built ones (links to an
// institution) ask here, so a record opens at one address wherever it is clicked.
import type { ResourceDef } from './define.js';

export function recordPagePath(def: Pick<ResourceDef, 'recordPage'> | undefined, id: string | number): string | undefined {
  return def?.recordPage?.replace(':id', encodeURIComponent(String(id)));
}
