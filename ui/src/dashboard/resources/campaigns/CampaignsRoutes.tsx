import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CampaignListPage } from './CampaignListPage';

// The wizard brings the template modal and its preview: it loads when opened.
const CampaignWizardPage = lazy(() => import('./wizard').then((m) => ({ default: m.CampaignWizardPage })));

const wizard = (
  <Suspense fallback={<LinearProgress aria-label="Loading" />}>
    <CampaignWizardPage />
  </Suspense>
);

/**
 * The campaign screens under /dashboard/campaigns: the list of cards, the wizard for a new campaign (/new) and
 * for an existing one (/{id}/edit, with ?step=4 for Validate). A campaign's own address shows the list.
 */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path="new" element={wizard} />
      <Route path=":id/edit" element={wizard} />
      <Route path=":id" element={<Navigate to="/dashboard/campaigns" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
