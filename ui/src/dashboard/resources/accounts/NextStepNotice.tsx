import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { nextStepMarker } from '../../tours/user-activity';

/**
 * Once an account is connected, the next step is the people to message: shown right after a connect, and while
 * the user has no lead source yet.
 */
const nextSx = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

export function NextStepNotice({ hasAccounts, justConnected }: { hasAccounts: boolean; justConnected: boolean }) {
  const sources = useGetList('lead-sources', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: {},
  });
  if (!hasAccounts || !(justConnected || sources.total === 0)) return null;
  return (
    <Alert
      severity="success"
      data-testid="connect-next-step"
      {...nextStepMarker}
      action={
        // The two usual ways to leads, each one click away; the other types are on Find Leads.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to="/dashboard/leads/new/scraper" color="inherit" size="small" endIcon={<ArrowForwardRounded />} sx={nextSx}>
            Scrape X
          </Button>
          <Button component={RouterLink} to="/dashboard/leads/new/csv" color="inherit" size="small" sx={nextSx}>
            Upload CSV
          </Button>
        </Box>
      }
      sx={{ mb: 2.5, border: '1px solid', borderColor: 'success.light', fontSize: 15, alignItems: 'center' }}
    >
      Your account is connected. Next, find the people your campaign will message.
    </Alert>
  );
}
