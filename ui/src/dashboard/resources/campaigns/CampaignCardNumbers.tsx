import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type CampaignRow, campaignProgress } from '@shared/campaigns/contract';
import type { OutcomeKind } from '@shared/runner/contract';
import { formatCount } from '../../components/format-count';
import { CampaignStat as Stat } from './CampaignStat';

/** 0.125 → '12.5%'; whole numbers without decimals. */
const percentText = (rate: number) => `${Number((rate * 100).toFixed(1))}%`;

/**
 * The card's Overview tab: progress over the campaign's leads, and its counts (sent, failed, skipped with each
 * reason, replies and the reply rate); the failed and skipped counts open the list of those leads (`onOpen`).
 */
export function CampaignCardNumbers({ campaign, onOpen }: { campaign: CampaignRow; onOpen(kind: OutcomeKind): void }) {
  const running = campaign.status === 'running';
  const progress = campaignProgress(campaign);
  const skipped = (campaign.skipped_already_dmd ?? 0) + (campaign.skipped_do_not_contact ?? 0) + (campaign.skipped_cannot_dm ?? 0);
  const replies = campaign.replies_count ?? 0;
  const replyRate = campaign.reply_rate ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
          <Typography sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1 }} data-testid="campaign-progress">
            {progress.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12.5 }} data-testid="campaign-processed">
            {progress.total === null
              ? `${formatCount(progress.processed)} processed`
              : `${formatCount(progress.processed)} of ${formatCount(progress.total)} leads`}
          </Typography>
        </Box>
        <LinearProgress
          variant={progress.percent === null ? 'indeterminate' : 'determinate'}
          value={progress.percent ?? 0}
          color={campaign.status === 'completed' ? 'primary' : running ? 'success' : 'inherit'}
          aria-label={`${campaign.name} progress: ${progress.label}`}
          sx={{
            height: 6,
            borderRadius: 99,
            bgcolor: 'surface.raised',
            color: running || campaign.status === 'completed' ? undefined : 'text.disabled',
            ...(progress.percent === null && { '& .MuiLinearProgress-bar': { animation: 'none', opacity: 0.25 } }),
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
        <Stat label="Sent" value={campaign.messages_sent} testId="campaign-sent" />
        <Stat
          label="Failed"
          value={campaign.messages_failed}
          testId="campaign-failed"
          tone={campaign.messages_failed > 0 ? 'error.main' : undefined}
          onOpen={campaign.messages_failed > 0 ? () => onOpen('failed') : undefined}
        />
        <Stat
          label="Skipped"
          value={skipped}
          testId="campaign-skipped"
          hint={`Already DM'd: ${formatCount(campaign.skipped_already_dmd ?? 0)} · Do Not Contact: ${formatCount(campaign.skipped_do_not_contact ?? 0)} · Cannot DM: ${formatCount(campaign.skipped_cannot_dm ?? 0)}`}
          onOpen={skipped > 0 ? () => onOpen('skipped') : undefined}
        />
        <Stat
          label="Replies"
          value={replies}
          testId="campaign-replies-count"
          hint={replyRate === null ? 'Leads who answered a DM' : `${percentText(replyRate)} of the leads messaged answered`}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, fontSize: 12.5, color: 'text.secondary' }}>
        <span>
          Already DM'd:{' '}
          <Box component="strong" data-testid="campaign-skipped-already" sx={{ color: 'text.primary' }}>
            {formatCount(campaign.skipped_already_dmd ?? 0)}
          </Box>
        </span>
        <span>
          Do Not Contact:{' '}
          <Box component="strong" data-testid="campaign-skipped-dnc" sx={{ color: 'text.primary' }}>
            {formatCount(campaign.skipped_do_not_contact ?? 0)}
          </Box>
        </span>
        <span>
          Cannot DM:{' '}
          <Box component="strong" data-testid="campaign-skipped-cannot-dm" sx={{ color: 'text.primary' }}>
            {formatCount(campaign.skipped_cannot_dm ?? 0)}
          </Box>
        </span>
        <span>
          Reply rate:{' '}
          <Box component="strong" data-testid="campaign-reply-rate" sx={{ color: 'text.primary' }}>
            {replyRate === null ? '–' : percentText(replyRate)}
          </Box>
        </span>
      </Box>
    </Box>
  );
}
