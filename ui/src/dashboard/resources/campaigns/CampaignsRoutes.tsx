import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { CampaignListPage } from './CampaignListPage';

/** The campaign screens under /dashboard/campaigns: the list of cards. */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path=":id" element={<Navigate to="/dashboard/campaigns" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
