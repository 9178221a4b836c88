import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type FeedbackRow, feedbackMessages, feedbackStatusLabels, groupFeedback } from '@shared/feedback/contract';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { usePlan } from '../../hooks/usePlan';
import { FeedbackCard } from './FeedbackCard';
import { FeedbackForm } from './FeedbackForm';
import { useFeedbackBoard } from './useFeedbackBoard';

/** The 'Feedback & Requests' tab: the free plan's banner, the form, and the items grouped by status. */
export function FeedbackTab() {
  const { plan, isPending: planPending } = usePlan();
  const canAct = plan !== null && plan.plan !== 'free';
  const { board, items, submit, remove, vote } = useFeedbackBoard();
  const [deleting, setDeleting] = useState<FeedbackRow | null>(null);
  const notify = useNotify();

  // A board already on screen keeps its items when a refresh fails; only a first load that fails shows the error.
  const shown = items !== undefined;
  useEffect(() => {
    if (board.isError) notify(shown ? feedbackMessages.refreshFailed : feedbackMessages.loadFailed, { type: 'error' });
  }, [board.isError, shown, notify]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {plan?.plan === 'free' && (
        <Alert
          severity="info"
          data-testid="feedback-upgrade-banner"
          action={
            <Button component={RouterLink} to="/dashboard/account" color="inherit" size="small" variant="outlined">
              Upgrade
            </Button>
          }
        >
          {feedbackMessages.upgradeBanner}
        </Alert>
      )}
      {!planPending && <FeedbackForm canSubmit={canAct} busy={submit.isPending} onSubmit={(body) => submit.mutateAsync(body)} />}

      {board.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : !shown ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void board.refetch()}>
              Retry
            </Button>
          }
        >
          {feedbackMessages.loadError}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={ForumOutlined}
          title="No feedback yet"
          description={canAct ? 'Be the first to suggest a feature or report a bug.' : 'Feature requests and bug reports from other users will appear here.'}
        />
      ) : (
        groupFeedback(items).map((group) => (
          <Box component="section" key={group.status} aria-labelledby={`feedback-group-${group.status}`} data-testid={`feedback-group-${group.status}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Typography id={`feedback-group-${group.status}`} variant="h6" component="h3" sx={{ fontSize: 17 }}>
                {feedbackStatusLabels[group.status]}
              </Typography>
              <Chip size="small" label={group.items.length} />
            </Box>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {group.items.map((item) => (
                <FeedbackCard
                  key={item.id}
                  item={item}
                  canAct={canAct}
                  voting={vote.isPending && vote.variables?.id === item.id}
                  onVote={(direction) => vote.mutate({ id: item.id, direction })}
                  onDelete={() => setDeleting(item)}
                />
              ))}
            </Box>
          </Box>
        ))
      )}
      {shown && board.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" data-testid="feedback-load-more" disabled={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
            {feedbackMessages.loadMore}
          </Button>
        </Box>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete feedback?"
        icon={DeleteOutline}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        <Typography>
          “{deleting?.title}” and its votes will be removed from the board.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
