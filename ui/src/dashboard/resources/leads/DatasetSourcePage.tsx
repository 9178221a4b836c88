import StorageOutlined from '@mui/icons-material/StorageOutlined';
import Box from '@mui/material/Box';
import { leadMessages } from '@shared/leads/contract';
import { ComingSoonPage } from '../../components/ComingSoonPage';
import { BackLink } from './BackLink';
import { leadsPath } from './lead-sources-api';

/** /dashboard/leads/new/dataset: the database lead source form, not open yet. */
export function DatasetSourcePage() {
  return (
    <Box>
      <BackLink to={leadsPath('new')} label={leadMessages.chooseType} />
      <ComingSoonPage
        title="Database Lead Source"
        subtitle="Search our database of X profiles and save the matches as a lead source."
        icon={StorageOutlined}
        emptyTitle="The OutTwit database is on its way"
        description="Here you will filter profiles by bio keywords, excluded locations, follower and following ranges and verified status, preview the first 10 results and save them as a lead source."
      />
    </Box>
  );
}
