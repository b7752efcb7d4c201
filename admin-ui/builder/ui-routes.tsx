// The spec's own routes of a resource (uiRoutes, e.g. /cms/general/edit/:contentManagementId) lead to
// the generated screens (/general-contents/:id). An id may also come as a query parameter
// (/institutions/form/school?institutionId=7).
import type { ReactElement } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import type { ResourceDef } from '../../core/model/define.js';
import { InlineListRoute } from './inline-list/index.js';

type ScreenKind = 'list' | 'show' | 'edit' | 'create';

export function screenPath(def: ResourceDef, kind: ScreenKind, id?: string): string {
  const base = `/${def.name}`;
  if (kind === 'create') return `${base}/create`;
  if (kind === 'list') return base;
  // an edit form reached without an id is the form for a new record
  if (!id) return kind === 'edit' && def.access.create !== false ? `${base}/create` : base;
  return kind === 'edit' ? `${base}/${encodeURIComponent(id)}` : `${base}/${encodeURIComponent(id)}/show`;
}

function RedirectToScreen({ def, kind, queryId }: { def: ResourceDef; kind: ScreenKind; queryId?: string }) {
  const params = useParams();
  const { search } = useLocation();
  const pathId = Object.entries(params).find(([name, value]) => name !== '*' && value)?.[1];
  const id = pathId ?? (queryId ? new URLSearchParams(search).get(queryId) : null);
  return <Navigate to={screenPath(def, kind, id ?? undefined)} replace />;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** `reserved`: paths a hand-built screen already serves; such a screen wins over a redirect. */
export function uiRouteElements(resources: readonly ResourceDef[], reserved: Iterable<string> = []): ReactElement[] {
  const taken = new Set<string>([...reserved].map(trimSlash));
  const routes: ReactElement[] = [];
  for (const def of resources) {
    for (const [kind, spec] of Object.entries(def.uiRoutes ?? {}) as [ScreenKind, string][]) {
      const [rawPath, query] = spec.split('?');
      const path = trimSlash(rawPath.startsWith('/') ? rawPath : `/${rawPath}`);
      // A spec route equal to the generated one (/institutions/ for "institutions") would redirect to itself.
      if (path === `/${def.name}` || taken.has(path)) continue;
      taken.add(path);
      // an inline list is shown at its spec route itself (the generated /<name> leads there)
      if (kind === 'list' && def.inlineList) {
        routes.push(<Route key={path} path={path} element={<InlineListRoute def={def} />} />);
        continue;
      }
      const queryId = query?.split('&')[0]?.split('=')[0] || undefined;
      routes.push(<Route key={path} path={path} element={<RedirectToScreen def={def} kind={kind} queryId={queryId} />} />);
    }
  }
  return routes;
}
