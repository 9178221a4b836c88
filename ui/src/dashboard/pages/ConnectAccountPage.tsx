import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import { ComingSoonPage } from '../components/ComingSoonPage';

export function ConnectAccountPage() {
  return (
    <ComingSoonPage
      title="Connect Account"
      subtitle="Link the X accounts your campaigns send from."
      icon={AddLinkOutlined}
      emptyTitle="No X accounts connected yet"
      description="This is where you will connect X accounts with their session tokens, set an optional proxy for each, and see every account your plan allows."
    />
  );
}
