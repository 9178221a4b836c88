import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { ComingSoonPage } from '../../components/ComingSoonPage';

export function LeadSourceList() {
  return (
    <ComingSoonPage
      title="Find Leads"
      subtitle="Build lead sources: the people your campaigns will message."
      icon={PersonSearchOutlined}
      emptyTitle="No lead sources yet"
      description="Your lead sources will live here: followers and following of any X account, retweeters and likers of a post, CSV uploads, and searches of our database of X profiles."
    />
  );
}
