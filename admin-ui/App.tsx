// The admin application: generated resource screens, hand-built screens, the shell and sign-in. The
// hand-built screens and the resources' screen overrides come from the browser entry (app/main.tsx).
// It expects a data router around it (main.tsx: createBrowserRouter; tests: createMemoryRouter): react-admin's
// warning about unsaved changes needs one.
import { useMemo } from 'react';
import { Admin, CustomRoutes, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { ResourceDef } from '../core/model/define.js';
import { createAuthProvider } from './auth/authProvider.js';
import { LoginPage } from './auth/LoginPage.js';
import { readBoot } from './auth/staff-user.js';
import { indexModel } from './builder/model-index.js';
import { buildResource } from './builder/resource.js';
import { uiRouteElements } from './builder/ui-routes.js';
import type { CustomScreen } from './custom-screen.js';
import { createDataProvider } from './data/dataProvider.js';
import { createQueryClient } from './data/query-client.js';
import { Dashboard } from './dashboard/Dashboard.js';
import { modelResources } from './registry/resources.js';
import type { OverridesSource } from './screen-overrides.js';
import { AlertNotification } from './shell/AlertNotification.js';
import { AppConfigContext } from './shell/app-config.js';
import { AccessDeniedPage, ERROR_PATHS, NotFoundPage, ServerErrorPage } from './shell/ErrorPages.js';
import { createI18nProvider } from './shell/i18n.js';
import { AdminLayout } from './shell/Layout.js';
import { customScreenRoutes } from './shell/custom-screen-routes.js';
import { DASHBOARD_PATH } from '../core/model/shell-menu.js';
import { MENU } from '../resources/_menu.js';
import type { MenuDef } from '../core/model/menu.js';
import { createAdminStore } from './shell/store.js';
import { darkTheme, lightTheme } from './shell/themes.js';

export interface AppProps {
  resources?: readonly ResourceDef[];
  customScreens?: readonly CustomScreen[];
  menu?: MenuDef;
  overrides?: Readonly<Record<string, OverridesSource>>;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
}

const NO_SCREENS: readonly CustomScreen[] = [];
const NO_OVERRIDES: Readonly<Record<string, OverridesSource>> = {};

const RedirectToDashboard = () => <Navigate to={DASHBOARD_PATH} replace />;
// react-admin's own access check sends users to /access-denied; the spec's page is /error/access.
const RedirectToAccessError = () => <Navigate to={ERROR_PATHS.access} replace />;

export function App({
  resources = modelResources,
  customScreens = NO_SCREENS,
  menu = MENU,
  overrides = NO_OVERRIDES,
  dataProvider,
  authProvider,
  store,
}: AppProps) {
  const config = useMemo(() => ({ resources, model: indexModel(resources), customScreens, menu }), [resources, customScreens, menu]);
  const providers = useMemo(
    () => ({
      dataProvider: dataProvider ?? createDataProvider(),
      authProvider: authProvider ?? createAuthProvider(resources, readBoot().user),
      store: store ?? createAdminStore(),
      i18nProvider: createI18nProvider(resources, config.model),
      queryClient: createQueryClient(),
    }),
    [dataProvider, authProvider, store, resources, config.model],
  );
  // Screens are components made from the model: build them once, or every render would remount them.
  const resourceElements = useMemo(
    () => resources.map((def) => buildResource(def, config.model, overrides[def.name])),
    [resources, config.model, overrides],
  );
  const specRoutes = useMemo(
    () => uiRouteElements(resources, customScreens.flatMap((s) => s.routes.map((r) => r.path))),
    [resources, customScreens],
  );

  return (
    <AppConfigContext.Provider value={config}>
      <Admin
        title={readBoot().appName}
        {...providers}
        theme={lightTheme}
        darkTheme={darkTheme}
        layout={AdminLayout}
        loginPage={LoginPage}
        dashboard={RedirectToDashboard}
        catchAll={NotFoundPage}
        accessDenied={RedirectToAccessError}
        authenticationError={ServerErrorPage}
        notification={AlertNotification}
        requireAuth
        disableTelemetry
      >
        {resourceElements}
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path={ERROR_PATHS.notFound} element={<NotFoundPage />} />
          <Route path={ERROR_PATHS.serverError} element={<ServerErrorPage />} />
          <Route path={ERROR_PATHS.access} element={<AccessDeniedPage />} />
          {specRoutes}
          {customScreenRoutes(customScreens, false)}
        </CustomRoutes>
        <CustomRoutes noLayout>{customScreenRoutes(customScreens, true)}</CustomRoutes>
      </Admin>
    </AppConfigContext.Provider>
  );
}
