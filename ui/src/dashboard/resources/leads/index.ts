import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { lazy } from 'react';

/** Loaded when a lead source screen opens, not with the dashboard. */
const LeadSourcesRoutes = lazy(() => import('./LeadSourcesRoutes').then((m) => ({ default: m.LeadSourcesRoutes })));

export default {
  list: LeadSourcesRoutes,
  icon: PersonSearchOutlined,
  options: { label: 'Find Leads' },
  recordRepresentation: 'name',
};
