import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { type ComponentType, lazy } from 'react';
import { AccountPlanPage } from './pages/AccountPlanPage';
import campaigns from './resources/campaigns';
import doNotContact from './resources/do-not-contact';
import leads from './resources/leads';

/**
 * One entry per screen of the dashboard. A react-admin resource has a `list` (and later edit, create, show);
 * a page that is not a resource has a `page`. Entries with a `navLabel` appear, in this order, in the top
 * bar and the phone drawer. A new context adds its entry here and nowhere else.
 */
export interface DashboardResource {
  /** The resource name (API path /api/<name>) and the URL /dashboard/<name>. */
  name: string;
  navLabel?: string;
  icon: typeof SvgIcon;
  list?: ComponentType;
  page?: ComponentType;
  recordRepresentation?: string;
  options?: { label: string };
}

// Screens other than the first one load when opened, not with the dashboard.
const ConnectAccountPage = lazy(() => import('./pages/ConnectAccountPage').then((m) => ({ default: m.ConnectAccountPage })));
const RoadmapPage = lazy(() => import('./resources/feedback/RoadmapFeedbackPage').then((m) => ({ default: m.RoadmapFeedbackPage })));
const ScraperPage = lazy(() => import('./pages/ScraperPage').then((m) => ({ default: m.ScraperPage })));
const WorkspacePage = lazy(() => import('./resources/workspace/WorkspacePage').then((m) => ({ default: m.WorkspacePage })));
const DevelopersPage = lazy(() => import('./resources/developers/DevelopersPage').then((m) => ({ default: m.DevelopersPage })));
const InvitationPage = lazy(() => import('./resources/workspace/InvitationPage').then((m) => ({ default: m.InvitationPage })));
const TrainingCenterPage = lazy(() => import('./pages/TrainingCenterPage').then((m) => ({ default: m.TrainingCenterPage })));

/** The resource /dashboard opens. */
export const HOME_RESOURCE = 'campaigns';

export const dashboardResources: DashboardResource[] = [
  { name: 'leads', navLabel: 'Find Leads', ...leads },
  { name: 'campaigns', navLabel: 'Campaigns', ...campaigns },
  { name: 'connect', navLabel: 'Connect Account', icon: AddLinkOutlined, page: ConnectAccountPage },
  { name: 'do-not-contact', navLabel: 'Do Not Contact', ...doNotContact },
  { name: 'training', navLabel: 'Training Center', icon: SchoolOutlined, page: TrainingCenterPage },
  { name: 'roadmap', navLabel: 'Roadmap & Feedback', icon: MapOutlined, page: RoadmapPage },
  { name: 'scraper', icon: PersonSearchOutlined, page: ScraperPage },
  { name: 'account', icon: WorkspacePremiumOutlined, page: AccountPlanPage },
  { name: 'workspace', icon: GroupsOutlined, page: WorkspacePage },
  { name: 'developers', icon: CodeOutlined, page: DevelopersPage },
  // An invitation's link (mailed): its page, with the token in the path.
  { name: 'invitations/:token', icon: MailOutlined, page: InvitationPage },
];

/** The URL of a dashboard screen. */
export const pathOf = (resource: Pick<DashboardResource, 'name'>) => `/dashboard/${resource.name}`;
