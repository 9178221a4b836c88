import Box from '@mui/material/Box';
import { PageHeader } from '../../components/PageHeader';
import { ChangesOnlyPage } from '../workspace/ChangesOnlyPage';
import { useCan } from '../workspace/useCan';
import { ApiKeysPanel } from './ApiKeysPanel';
import { UsingTheApi } from './UsingTheApi';
import { WebhooksPanel } from './webhooks/WebhooksPanel';

/** Even listing keys is the Admins' and Owners'. */
const MANAGE_KEYS = 'GET /api/developers/api-keys';
const MANAGE_WEBHOOKS = 'POST /api/developers/webhooks';

/**
 * /dashboard/developers: the workspace's API keys and how to use them, and its webhooks, for the roles that
 * manage them; the others get the page's title and why there is nothing for them.
 */
export function DevelopersPage() {
  const canManageWebhooks = useCan(MANAGE_WEBHOOKS);
  return (
    <ChangesOnlyPage route={MANAGE_KEYS} title="Developers" back={null}>
      <Box>
        <PageHeader title="Developers" subtitle="Connect your own tools to OutTwit: API keys let scripts and apps use the API on this workspace's behalf; webhooks push its events to them." />
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
          {canManageWebhooks && <WebhooksPanel />}
        </Box>
      </Box>
    </ChangesOnlyPage>
  );
}
