import { useMemo } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { theme } from '../shared/theme';
import { NotFoundPage } from './components/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { DashboardNotification } from './layout/DashboardNotification';
import { ErrorPage } from './layout/ErrorPage';
import { LoadingPage } from './layout/LoadingPage';
import { AccountPlanPage } from './pages/AccountPlanPage';
import { ConnectAccountPage } from './pages/ConnectAccountPage';
import { RoadmapPage } from './pages/RoadmapPage';
import { ScraperPage } from './pages/ScraperPage';
import { TrainingCenterPage } from './pages/TrainingCenterPage';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import campaigns from './resources/campaigns';
import doNotContact from './resources/do-not-contact';
import leads from './resources/leads';

/**
 * The signed-in dashboard under /dashboard. Campaigns is the first resource, so /dashboard opens it.
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
      layout={AppLayout}
      loading={LoadingPage}
      error={ErrorPage}
      notification={DashboardNotification}
      catchAll={NotFoundPage}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="campaigns" {...campaigns} />
      <Resource name="leads" {...leads} />
      <Resource name="do-not-contact" {...doNotContact} />
      <CustomRoutes>
        <Route path="/scraper" element={<ScraperPage />} />
        <Route path="/connect" element={<ConnectAccountPage />} />
        <Route path="/account" element={<AccountPlanPage />} />
        <Route path="/training" element={<TrainingCenterPage />} />
        <Route path="/roadmap" element={<RoadmapPage />} />
      </CustomRoutes>
    </Admin>
  );
}
