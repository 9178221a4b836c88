import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Once an account is connected, the next step is the people to message: shown right after a connect, and while
 * the user has no lead source yet.
 */
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
      action={
        <Button component={RouterLink} to="/dashboard/leads/new" color="inherit" size="small" endIcon={<ArrowForwardRounded />} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          Find Leads
        </Button>
      }
      sx={{ mb: 2.5, border: '1px solid', borderColor: 'success.light', fontSize: 15, alignItems: 'center' }}
    >
      Your account is connected. Next, find the people your campaign will message.
    </Alert>
  );
}
