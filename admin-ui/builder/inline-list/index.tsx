// How the shell reaches the inline list: the resource's list screen (builder/resource.tsx loads it
// when first opened) and the spec's list route (builder/ui-routes.tsx).
import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import type { ResourceDef } from '../../../core/model/define.js';
import type { BuildContext } from '../model-index.js';
import { inlineListPath } from '../../../core/model/inline-route.js';

const LazyInlineListScreen = lazy(async () => ({ default: (await import('./InlineListScreen.js')).InlineListScreen }));

/** The screen at the inline list's route, loaded when first shown. */
export function InlineListRoute({ def }: { def: ResourceDef }) {
  return (
    <Suspense fallback={<LinearProgress />}>
      <LazyInlineListScreen def={def} />
    </Suspense>
  );
}

/** The resource's list (/<name>): the inline list itself, or the way to its own route (/settings/tags). */
export function createInlineListScreen(def: ResourceDef, _ctx?: BuildContext): ComponentType {
  const path = inlineListPath(def) ?? `/${def.name}`;
  if (path === `/${def.name}`) {
    const Screen = () => <InlineListRoute def={def} />;
    Screen.displayName = `${def.entity}InlineList`;
    return Screen;
  }
  const ToRoute = () => <Navigate to={path} replace />;
  ToRoute.displayName = `${def.entity}InlineListRoute`;
  return ToRoute;
}
