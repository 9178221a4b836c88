import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { leadMessages } from '@shared/leads/contract';
import { Link as RouterLink } from 'react-router-dom';
import { leadsPath } from './lead-sources-api';

/** 'Back to Lead Sources' (or another way back) above a lead source screen. */
export function BackLink({ to = leadsPath(), label = leadMessages.backToSources }: { to?: string; label?: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1.5, ml: -1, color: 'text.secondary' }}>
      {label}
    </Button>
  );
}
