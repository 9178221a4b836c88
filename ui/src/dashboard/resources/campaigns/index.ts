import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { lazy } from 'react';

/** Loaded when a campaign screen opens, not with the dashboard's shell. */
const CampaignsRoutes = lazy(() => import('./CampaignsRoutes').then((m) => ({ default: m.CampaignsRoutes })));

export default {
  list: CampaignsRoutes,
  icon: CampaignOutlined,
  options: { label: 'Campaigns' },
  recordRepresentation: 'name',
};
