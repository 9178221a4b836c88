import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface NavItem {
  label: string;
  path: string;
  icon: typeof SvgIcon;
}

/** The dashboard's main navigation, in the order of the top bar. */
export const navItems: NavItem[] = [
  { label: 'Find Leads', path: '/dashboard/leads', icon: PersonSearchOutlined },
  { label: 'Campaigns', path: '/dashboard/campaigns', icon: CampaignOutlined },
  { label: 'Connect Account', path: '/dashboard/connect', icon: AddLinkOutlined },
  { label: 'Do Not Contact', path: '/dashboard/do-not-contact', icon: DoNotDisturbOnOutlined },
  { label: 'Training Center', path: '/dashboard/training', icon: SchoolOutlined },
  { label: 'Roadmap & Feedback', path: '/dashboard/roadmap', icon: MapOutlined },
];

/** A link is active when the current path starts with its path. */
export function isActivePath(pathname: string, path: string): boolean {
  return pathname.startsWith(path);
}
