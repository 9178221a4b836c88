import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyNote } from '../workspace/ReadOnlyNote';
import { useCan } from '../workspace/useCan';
import { AddUsernamesPanel } from './AddUsernamesPanel';
import { CurrentListPanel } from './CurrentListPanel';

/** /dashboard/do-not-contact: usernames that must never receive a message; the form to add them for a role that may. */
export function DoNotContactPage() {
  const canAdd = useCan('POST /api/do-not-contact');
  // Until the role is known the form's column keeps its room, so the list does not jump when it appears.
  const twoColumns = canAdd !== false;
  return (
    <Box>
      <PageHeader
        title="Do Not Contact"
        subtitle="Keep customers, partners and anyone who opted out away from your outreach: campaigns skip every username on this list."
      />
      <ReadOnlyNote route="POST /api/do-not-contact" />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: twoColumns ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 1fr)' },
          gap: { xs: 2.5, md: 3 },
          alignItems: 'start',
        }}
      >
        {twoColumns && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 92 } }}>
            {canAdd ? <AddUsernamesPanel /> : <Skeleton variant="rounded" height={420} sx={{ borderRadius: '18px' }} />}
          </Box>
        )}
        <CurrentListPanel />
      </Box>
    </Box>
  );
}
