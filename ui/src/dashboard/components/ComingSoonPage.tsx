import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';
import { EmptyState, SoonChip } from './EmptyState';
import { PageHeader } from './PageHeader';

interface ComingSoonPageProps {
  title: string;
  subtitle: string;
  icon: typeof SvgIcon;
  emptyTitle: string;
  description: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page whose screen is not open yet: its title, what it will hold, and nothing pretending to be data. */
export function ComingSoonPage({ title, subtitle, icon, emptyTitle, description, actions, children }: ComingSoonPageProps) {
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
      <EmptyState icon={icon} title={emptyTitle} description={description} actions={actions} footer={<SoonChip />} />
    </Box>
  );
}
