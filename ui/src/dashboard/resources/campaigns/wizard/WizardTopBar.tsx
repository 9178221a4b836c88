import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Back to Campaigns, and while the wizard holds changes, that they are kept as a draft and a way to discard them. */
export function WizardTopBar({ draft, onDiscard }: { draft: 'stored' | 'unstored' | null; onDiscard(): void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, mb: 1.5 }}>
      <Button component={RouterLink} to="/dashboard/campaigns" startIcon={<ArrowBack />} color="inherit" size="small" sx={{ ml: -1, color: 'text.secondary' }}>
        Back to Campaigns
      </Button>
      {draft && (
        <Typography variant="body2" color="text.secondary" data-testid="wizard-draft" sx={{ fontSize: 13 }}>
          {draft === 'stored' ? 'Draft kept on this browser · ' : ''}
          <Link component="button" type="button" onClick={onDiscard} sx={{ fontSize: 13, verticalAlign: 'baseline' }}>
            Discard changes
          </Link>
        </Typography>
      )}
    </Box>
  );
}
