import { useMemo } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { theme } from '../shared/theme';
import { NotFoundPage } from './components/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { DashboardNotification } from './layout/DashboardNotification';
import { ErrorPage } from './layout/ErrorPage';
import { LoadingPage } from './layout/LoadingPage';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { withLiveUpdates } from './providers/live-updates';
import { dashboardResources, HOME_RESOURCE } from './resources';

// react-admin opens its first resource at /dashboard.
const listResources = dashboardResources
  .filter((resource) => resource.list)
  .sort((a, b) => Number(b.name === HOME_RESOURCE) - Number(a.name === HOME_RESOURCE));
const pages = dashboardResources.filter((resource) => resource.page);

/**
 * The signed-in dashboard under /dashboard, built from the resource list (resources.ts).
 * Providers and the store are made per mount: signing out unmounts the dashboard and drops every cached answer.
 */
export default function DashboardApp() {
  const dataProvider = useMemo(createDataProvider, []);
  const authProvider = useMemo(createAuthProvider, []);
  const store = useMemo(() => memoryStore(), []);

  return (
    <Admin
      basename="/dashboard"
      title="OutTwit"
      dataProvider={dataProvider}
      authProvider={authProvider}
      store={store}
      theme={theme}
      layout={withLiveUpdates(AppLayout)}
      loading={LoadingPage}
      error={ErrorPage}
      notification={DashboardNotification}
      catchAll={NotFoundPage}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {listResources.map(({ name, list, icon, options, navLabel, recordRepresentation }) => (
        <Resource
          key={name}
          name={name}
          list={list}
          icon={icon}
          options={options ?? (navLabel ? { label: navLabel } : undefined)}
          recordRepresentation={recordRepresentation}
        />
      ))}
      <CustomRoutes>
        {pages.map(({ name, page: Page }) => Page && <Route key={name} path={`/${name}`} element={<Page />} />)}
      </CustomRoutes>
    </Admin>
  );
}
