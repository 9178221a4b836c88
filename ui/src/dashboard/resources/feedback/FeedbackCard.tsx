import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FeedbackRow, feedbackMessages, type VoteType } from '@shared/feedback/contract';
import { VoteButtons } from './VoteButtons';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** One item: votes on the left, type, title, description and date; the author's delete on the right. */
export function FeedbackCard({
  item,
  canAct,
  voting,
  onVote,
  onDelete,
}: {
  item: FeedbackRow;
  canAct: boolean;
  voting: boolean;
  onVote(direction: VoteType): void;
  onDelete(): void;
}) {
  const bug = item.type === 'bug';
  return (
    <Paper variant="outlined" component="article" aria-label={item.title} data-testid="feedback-item" sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start' }}>
      <VoteButtons item={item} canVote={canAct} busy={voting} onVote={onVote} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Chip
            size="small"
            icon={bug ? <BugReportOutlined /> : <LightbulbOutlined />}
            label={bug ? 'Bug Report' : 'Feature Request'}
            color={bug ? 'warning' : 'info'}
            variant="outlined"
          />
          {item.is_author && <Chip size="small" label="Yours" variant="outlined" />}
          <Typography component="span" color="text.secondary" sx={{ fontSize: 13 }}>
            {dateFormat.format(new Date(item.created_at))}
          </Typography>
        </Box>
        <Typography component="h4" sx={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.description && (
          <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        )}
      </Box>
      {item.is_author && (
        <Tooltip title={canAct ? 'Delete' : feedbackMessages.upgradeToManage}>
          <span>
            <IconButton aria-label={`Delete ${item.title}`} onClick={onDelete} disabled={!canAct} size="small">
              <DeleteOutline />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Paper>
  );
}
