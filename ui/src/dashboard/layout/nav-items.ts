import type SvgIcon from '@mui/material/SvgIcon';
import { dashboardResources, pathOf } from '../resources';

export interface NavItem {
  label: string;
  path: string;
  icon: typeof SvgIcon;
}

/** The dashboard's main navigation, derived from the resource list, in the order of the top bar. */
export const navItems: NavItem[] = dashboardResources.flatMap((resource) =>
  resource.navLabel ? [{ label: resource.navLabel, path: pathOf(resource), icon: resource.icon }] : [],
);

/** A link is active when the current path starts with its path. */
export function isActivePath(pathname: string, path: string): boolean {
  return pathname.startsWith(path);
}
