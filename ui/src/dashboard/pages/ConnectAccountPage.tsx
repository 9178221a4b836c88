import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import { ComingSoonPage } from '../components/ComingSoonPage';
import { PlanGatedButton } from '../components/PlanGatedButton';
import { canConnectAccounts } from '../hooks/usePlan';

export function ConnectAccountPage() {
  return (
    <ComingSoonPage
      title="Connect Account"
      subtitle="Link the X accounts your campaigns send from."
      icon={AddLinkOutlined}
      emptyTitle="No X accounts connected yet"
      description="This is where you will connect X accounts with their session tokens, set an optional proxy for each, and see every account your plan allows."
      actions={
        // Free plans connect no account (spec: 'Upgrade to connect'); paid plans get the form when it opens.
        <PlanGatedButton allowed={canConnectAccounts} upgradeLabel="Upgrade to connect" variant="contained" size="large" disabled>
          Connect Account
        </PlanGatedButton>
      }
    />
  );
}
