import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { API_URL } from '../../providers/dataProvider';
import { formatCount } from '../../components/format-count';
import { REPLIES_SHOWN, useCampaignReplies } from './campaigns-api';
import { CardTabLoading } from './CardTabLoading';

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

/**
 * The card's Replies tab: who replied (@username, linking to the profile on X), when, what they wrote, and a
 * link to the conversation on X, newest first. It refreshes with every live change of the campaigns.
 */
export function CampaignReplies({ id, name }: { id: string; name: string }) {
  const replies = useCampaignReplies(id);
  if (replies.isPending || replies.isError) {
    return <CardTabLoading query={replies} loadingLabel="Loading replies" errorText="The replies could not be loaded." />;
  }
  const { rows, total } = replies.data;
  if (rows.length === 0) {
    return (
      <Box data-testid="replies-empty" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.secondary', py: 2 }}>
        <ChatBubbleOutline sx={{ fontSize: 22, opacity: 0.7 }} />
        <Typography variant="body2">No replies yet. When a lead answers a DM of this campaign, it shows here.</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Box
        component="ol"
        aria-label={`Replies to ${name}`}
        data-testid="campaign-replies"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 240, overflowY: 'auto', overscrollBehavior: 'contain', pr: 0.5, display: 'grid', gap: 1.25 }}
      >
        {rows.map((reply) => (
          <Box component="li" key={reply.id} data-testid="reply-row" data-username={reply.username} sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Link href={reply.profile_url} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 700, fontSize: 14, minWidth: 0, overflowWrap: 'anywhere' }}>
                @{reply.username}
                {reply.name ? (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 0.75 }}>
                    {reply.name}
                  </Box>
                ) : null}
              </Link>
              <Box component="time" dateTime={reply.received_at} sx={{ fontSize: 12, color: 'text.secondary' }}>
                {formatTime(reply.received_at)}
              </Box>
            </Box>
            <Typography variant="body2" data-testid="reply-text" sx={{ mt: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.text}
            </Typography>
            <Link
              href={reply.conversation_url}
              target="_blank"
              rel="noopener noreferrer"
              underline="hover"
              data-testid="reply-conversation"
              sx={{ fontSize: 12.5, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}
            >
              Open conversation
              <OpenInNew sx={{ fontSize: 14 }} aria-hidden />
            </Link>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12.5 }}>
          {total > rows.length ? `The ${formatCount(REPLIES_SHOWN)} newest of ${formatCount(total)} replies.` : ''}
        </Typography>
        {/* Every reply, not only those shown. */}
        <Link href={`${API_URL}/campaigns/${encodeURIComponent(id)}/replies.csv`} download underline="hover" data-testid="replies-csv" sx={{ fontSize: 12.5, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <FileDownloadOutlined sx={{ fontSize: 15 }} aria-hidden />
          Download all as CSV
        </Link>
      </Box>
    </Box>
  );
}
