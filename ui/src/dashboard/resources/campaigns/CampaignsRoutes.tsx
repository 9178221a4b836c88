import LinearProgress from '@mui/material/LinearProgress';
import { campaignMessages } from '@shared/campaigns/contract';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ChangesOnlyPage } from '../workspace/ChangesOnlyPage';
import { BackToCampaigns } from './BackToCampaigns';
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

// The wizard only creates and changes: a role that may not gets the page's note instead.
const newWizard = (
  <ChangesOnlyPage route="POST /api/campaigns" title={campaignMessages.createCampaign} back={<BackToCampaigns />}>
    {wizard}
  </ChangesOnlyPage>
);
const editWizard = (
  <ChangesOnlyPage route="PUT /api/campaigns/:id" title="Edit Campaign" back={<BackToCampaigns />}>
    {wizard}
  </ChangesOnlyPage>
);

/**
 * The campaign screens under /dashboard/campaigns: the list of cards, the wizard for a new campaign (/new) and
 * for an existing one (/{id}/edit, with ?step=4 for Validate), and a campaign's page (/{id}): its numbers and delivery log.
 */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={newWizard} />
      <Route path=":id/edit" element={editWizard} />
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
