import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CampaignListPage } from './CampaignListPage';

// The wizard brings the template modal and its preview: it loads when opened.
const CampaignWizardPage = lazy(() => import('./wizard').then((m) => ({ default: m.CampaignWizardPage })));

// The detail page brings the delivery log and the chart's panel: it loads when opened.
const CampaignDetailPage = lazy(() => import('./detail/CampaignDetailPage').then((m) => ({ default: m.CampaignDetailPage })));

const loading = <LinearProgress aria-label="Loading" />;

const wizard = (
  <Suspense fallback={loading}>
    <CampaignWizardPage />
  </Suspense>
);

/**
 * The campaign screens under /dashboard/campaigns: the list of cards, the wizard for a new campaign (/new) and
 * for an existing one (/{id}/edit, with ?step=4 for Validate), and a campaign's page (/{id}): its numbers and delivery log.
 */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={wizard} />
      <Route path=":id/edit" element={wizard} />
      <Route
        path=":id"
        element={
          <Suspense fallback={loading}>
            <CampaignDetailPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
