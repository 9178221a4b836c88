import AddRounded from '@mui/icons-material/AddRounded';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export function CampaignList() {
  return (
    <Box>
      <PageHeader
        title="Campaigns"
        subtitle="Message your lead sources from your connected X accounts, with daily limits and human-like pacing."
      />
      <EmptyState
        icon={CampaignOutlined}
        title="No Campaigns Yet"
        description="A campaign sends your message variations to a lead source from a connected X account, a few at a time, from our servers."
        actions={
          <Tooltip title="Campaigns arrive soon" arrow>
            <span>
              <Button variant="contained" size="large" startIcon={<AddRounded />} disabled>
                Create Campaign
              </Button>
            </span>
          </Tooltip>
        }
        footer={
          <Typography variant="body2" color="text.secondary">
            Campaigns arrive soon. In the meantime, fill your{' '}
            <Link component={RouterLink} to="/dashboard/do-not-contact">
              Do Not Contact list
            </Link>{' '}
            so it is ready for your first send.
          </Typography>
        }
      />
    </Box>
  );
}
