import Box from '@mui/material/Box';
import { PageHeader } from '../../components/PageHeader';
import { ChangesOnlyPage } from '../workspace/ChangesOnlyPage';
import { ApiKeysPanel } from './ApiKeysPanel';
import { UsingTheApi } from './UsingTheApi';

/** Even listing keys is the Admins' and Owners'. */
const MANAGE_KEYS = 'GET /api/developers/api-keys';

/**
 * /dashboard/developers: the workspace's API keys and how to use them, for the roles that manage keys; the
 * others get the page's title and why there is nothing for them.
 */
export function DevelopersPage() {
  return (
    <ChangesOnlyPage route={MANAGE_KEYS} title="Developers" back={null}>
      <Box>
        <PageHeader title="Developers" subtitle="Connect your own tools to OutTwit: API keys let scripts and apps use the API on this workspace's behalf." />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 8fr) minmax(0, 4fr)' },
            gap: { xs: 2.5, md: 3 },
            alignItems: 'start',
          }}
        >
          <ApiKeysPanel />
          <UsingTheApi />
        </Box>
      </Box>
    </ChangesOnlyPage>
  );
}
