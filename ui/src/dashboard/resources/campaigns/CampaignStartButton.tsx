import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import type { CampaignRow } from '@shared/campaigns/contract';
import { useCan } from '../workspace/useCan';
import { startControl } from './can-press-start';
import { usePauseCampaign, useStartCampaign } from './useCampaignCommands';

/**
 * The card's Start or Pause, or 'Completed' for a campaign with no lead left to contact (`startControl` decides);
 * Start asks the start pre-check before it starts. A role that may not start campaigns sees neither button.
 */
export function CampaignStartButton({ campaign }: { campaign: CampaignRow }) {
  const start = useStartCampaign();
  const pause = usePauseCampaign();
  const busy = start.isPending || pause.isPending;
  const running = campaign.status === 'running';
  const control = startControl(campaign);
  // Start and pause are one control: the role that may start may pause.
  const canControl = useCan('POST /api/campaigns/:id/start');
  const startOrPause = () => {
    if (control.kind === 'pause') pause.mutate({ id: campaign.id });
    else if (control.kind === 'start' && control.enabled) void start.mutate({ id: campaign.id });
  };

  if (!canControl && control.kind !== 'completed') return null;
  return control.kind === 'completed' ? (
    <Tooltip title={control.hint} enterTouchDelay={0}>
      <Box
        data-testid="campaign-completed"
        tabIndex={0}
        aria-label={`${campaign.name} is completed. ${control.hint}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, height: 30, px: 1.25, borderRadius: '8px', fontSize: 13, fontWeight: 700, color: 'primary.dark', bgcolor: 'tint.primary' }}
      >
        <TaskAltRounded sx={{ fontSize: 17 }} />
        All leads contacted
      </Box>
    </Tooltip>
  ) : (
    <Tooltip title={control.kind === 'start' ? control.hint : ''}>
      <span>
        <Button
          size="small"
          variant={running ? 'outlined' : 'contained'}
          color={running ? 'warning' : 'primary'}
          onClick={startOrPause}
          disabled={busy || (control.kind === 'start' && !control.enabled)}
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : running ? <PauseRounded /> : <PlayArrowRounded />}
          aria-label={`${running ? 'Pause' : 'Start'} ${campaign.name}`}
          sx={{ minWidth: 92 }}
        >
          {running ? 'Pause' : 'Start'}
        </Button>
      </span>
    </Tooltip>
  );
}
