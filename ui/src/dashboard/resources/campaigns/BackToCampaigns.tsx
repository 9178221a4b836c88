import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPAIGNS_PATH } from './campaigns-api';

/** 'Back to Campaigns' above a campaign's screen. */
export function BackToCampaigns() {
  return (
    <Button component={RouterLink} to={CAMPAIGNS_PATH} startIcon={<ArrowBack />} color="inherit" size="small" sx={{ mb: 1.5, ml: -1, color: 'text.secondary' }}>
      Back to Campaigns
    </Button>
  );
}
