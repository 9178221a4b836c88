import Box from '@mui/material/Box';
import { PageHeader } from '../../components/PageHeader';
import { AddUsernamesPanel } from './AddUsernamesPanel';
import { CurrentListPanel } from './CurrentListPanel';

/** /dashboard/do-not-contact: usernames that must never receive a message. */
export function DoNotContactPage() {
  return (
    <Box>
      <PageHeader
        title="Do Not Contact"
        subtitle="Keep customers, partners and anyone who opted out away from your outreach: campaigns skip every username on this list."
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gap: { xs: 2.5, md: 3 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 92 } }}>
          <AddUsernamesPanel />
        </Box>
        <CurrentListPanel />
      </Box>
    </Box>
  );
}
