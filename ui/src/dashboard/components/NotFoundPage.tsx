import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import { usePageTitle } from './PageHeader';

/** A dashboard address that leads nowhere. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      icon={SearchOff}
      title="This page does not exist"
      description="The address may be mistyped, or the page has moved."
      actions={
        <Button component={RouterLink} to="/dashboard/campaigns" variant="contained">
          Go to Campaigns
        </Button>
      }
    />
  );
}
