import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import { EmptyState } from '../../components/EmptyState';

/** The panel body while the user has no usernames on the list at all. */
export function EmptyListState() {
  return (
    <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
      <EmptyState
        bare
        icon={BlockOutlined}
        title="Your Do Not Contact list is empty"
        description="Add customers, partners and anyone who asked not to be messaged, and your campaigns will skip them."
      />
    </Box>
  );
}

/** Shown in place of the rows when a search finds nothing. */
export function NoMatchesState({ query }: { query: string }) {
  return (
    <EmptyState
      bare
      icon={ManageSearch}
      title={`No usernames match "${query}"`}
      description="Try part of the username."
    />
  );
}
