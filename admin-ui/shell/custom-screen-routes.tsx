// Routes of the hand-built screens, each behind its ability (without it: /error/access).
import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { hasAbility } from '../auth/staff-user.js';
import type { CustomScreen } from '../custom-screen.js';
import { useAbilities } from './app-config.js';
import { ERROR_PATHS } from './ErrorPages.js';

export function RequireAbility({ ability, children }: { ability: string | readonly string[]; children: ReactNode }) {
  const abilities = useAbilities();
  if (!abilities) return null;
  return hasAbility(abilities, ability) ? <>{children}</> : <Navigate to={ERROR_PATHS.access} replace />;
}

export function customScreenRoutes(screens: readonly CustomScreen[], noLayout: boolean): ReactElement[] {
  return screens.flatMap((screen) =>
    screen.routes
      .filter((route) => Boolean(route.noLayout) === noLayout)
      .map((route) => (
        <Route key={`${screen.name}:${route.path}`} path={route.path} element={<RequireAbility ability={route.ability}>{route.element}</RequireAbility>} />
      )),
  );
}
