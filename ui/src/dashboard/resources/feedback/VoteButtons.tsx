import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { type FeedbackRow, feedbackMessages, type VoteType } from '@shared/feedback/contract';

/** Up, the count, down. The user's own vote is highlighted; clicking it again takes it back. */
export function VoteButtons({ item, canVote, busy, onVote }: { item: FeedbackRow; canVote: boolean; busy: boolean; onVote(direction: VoteType): void }) {
  const button = (direction: VoteType) => {
    const active = item.vote_type === direction;
    const Icon = direction === 'up' ? KeyboardArrowUpRounded : KeyboardArrowDownRounded;
    const label = direction === 'up' ? 'Upvote' : 'Downvote';
    const control = (
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={!canVote || busy}
          onClick={() => onVote(direction)}
          sx={{
            color: active ? (direction === 'up' ? 'primary.main' : 'error.main') : 'text.secondary',
            bgcolor: (theme) => (active ? alpha(direction === 'up' ? theme.palette.primary.main : theme.palette.error.main, 0.12) : undefined),
          }}
        >
          <Icon />
        </IconButton>
      </span>
    );
    return canVote ? control : <Tooltip title={feedbackMessages.upgradeToVote}>{control}</Tooltip>;
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 44 }}>
      {button('up')}
      <Typography
        data-testid="vote-count"
        aria-label={`${item.votes} votes`}
        sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.4, color: item.votes < 0 ? 'error.main' : 'text.primary' }}
      >
        {item.votes}
      </Typography>
      {button('down')}
    </Box>
  );
}
