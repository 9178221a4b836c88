import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import { lazy } from 'react';

/** Loaded when the page opens, not with the dashboard. */
const DoNotContactPage = lazy(() => import('./DoNotContactPage').then((m) => ({ default: m.DoNotContactPage })));

export default {
  list: DoNotContactPage,
  icon: DoNotDisturbOnOutlined,
  options: { label: 'Do Not Contact' },
  recordRepresentation: 'username',
};
