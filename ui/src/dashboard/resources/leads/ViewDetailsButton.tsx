import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import type { LeadSourceRow } from '@shared/leads/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useWorkspaceLink } from '../workspace/useWorkspaceLink';
import { leadsPath } from './lead-sources-api';

/** 'View Details': the source's detail view at /dashboard/leads/{id}. */
export function ViewDetailsButton({ source }: { source: Pick<LeadSourceRow, 'id' | 'name'> }) {
  const shared = useWorkspaceLink();
  return (
    <Button
      component={RouterLink}
      to={shared(leadsPath(source.id))}
      variant="outlined"
      size="small"
      startIcon={<VisibilityOutlined />}
      aria-label={`View Details of ${source.name}`}
    >
      View Details
    </Button>
  );
}
