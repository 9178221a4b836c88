import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type CampaignRow,
  campaignErrorTooltip,
  campaignMessages,
  campaignProgress,
  formatSendWindow,
} from '@shared/campaigns/contract';
import type { OutcomeKind } from '@shared/runner/contract';
import { memo, useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../../components/format-count';
import { CampaignErrorTooltip } from './CampaignErrorTooltip';
import { CardTabs } from './CardTabs';
import { CampaignHistory } from './CampaignHistory';
import { CampaignName } from './CampaignName';
import { CampaignOutcomesDialog } from './CampaignOutcomesDialog';
import { CampaignReplies } from './CampaignReplies';
import { CampaignStartButton } from './CampaignStartButton';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CampaignVariations } from './CampaignVariations';
import { editCampaignPath } from './campaigns-api';
import { LeadSourcesPopup } from './LeadSourcesPopup';

type CardTab = 'overview' | 'variations' | 'replies' | 'history';

const cardTabs: ReadonlyArray<{ value: CardTab; label: string }> = [
  { value: 'overview', label: 'Overview' },
  { value: 'history', label: 'History' },
  { value: 'replies', label: 'Replies' },
  { value: 'variations', label: 'Variations' },
];

/** 0.125 → '12.5%'; whole numbers without decimals. */
const percentText = (rate: number) => `${Number((rate * 100).toFixed(1))}%`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * One campaign: its name (renamed in place), status, why it stopped, the account it sends from, progress and
 * counts (sent, failed, skipped already DM'd, Do Not Contact and cannot DM, replies and the reply rate; the failed
 * and skipped counts open the list of those leads with their reasons), its lead sources,
 * start or pause, edit and delete, and Variations, Replies and History tabs. A paused campaign's card is
 * dimmed; one whose account was disconnected asks for another ('Needs Account Selection', Validate).
 */
export const CampaignCard = memo(function CampaignCard({
  campaign,
  accountName,
  otherNames,
  onDelete,
}: {
  campaign: CampaignRow;
  /** '@username' of the sending account, when it is still connected. */
  accountName: string | null;
  otherNames: readonly string[];
  onDelete(campaign: CampaignRow): void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [tab, setTab] = useState<CardTab>('overview');
  const [outcomes, setOutcomes] = useState<OutcomeKind | null>(null);
  const tabsId = useId();

  const running = campaign.status === 'running';
  const paused = campaign.status === 'paused';
  const progress = campaignProgress(campaign);
  const error = campaignErrorTooltip(campaign);
  const skipped = (campaign.skipped_already_dmd ?? 0) + (campaign.skipped_do_not_contact ?? 0) + (campaign.skipped_cannot_dm ?? 0);
  const replies = campaign.replies_count ?? 0;
  const replyRate = campaign.reply_rate ?? null;
  const sendingHours =
    campaign.send_window_start != null && campaign.send_window_end != null
      ? `Sends ${formatSendWindow({ start: campaign.send_window_start, end: campaign.send_window_end })} ${campaign.time_zone.replaceAll('_', ' ')}`
      : null;

  const edit = () => {
    if (running) notify(campaignMessages.cannotEditRunning, { type: 'warning' });
    else navigate(editCampaignPath(campaign.id));
  };
  const askDelete = () => {
    if (running) notify(campaignMessages.cannotDeleteRunning, { type: 'warning' });
    else onDelete(campaign);
  };

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={campaign.name}
      data-testid="campaign-card"
      data-status={campaign.status}
      data-dimmed={paused ? 'true' : 'false'}
      sx={{
        p: { xs: 2, sm: 2.25 },
        borderRadius: '16px',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        bgcolor: paused ? 'surface.muted' : 'background.paper',
        borderColor: campaign.requires_validation ? 'soon.border' : 'divider',
        '& > .campaign-body': { opacity: paused ? 0.6 : 1, transition: 'opacity .15s ease' },
        '&:hover > .campaign-body, &:focus-within > .campaign-body': { opacity: paused ? 0.85 : 1 },
      }}
    >
      <Box className="campaign-body" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CampaignName id={campaign.id} name={campaign.name} running={running} otherNames={otherNames} />
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontSize: 13, mt: 0.25, display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}
            data-testid="campaign-meta"
          >
            {[
              formatDate(campaign.created_at) && `Created ${formatDate(campaign.created_at)}`,
              accountName,
              `${formatCount(campaign.daily_dm_limit)} DMs a day`,
              sendingHours,
            ]
              .filter(Boolean)
              .map((part, index, parts) => (
                <Box component="span" key={part as string} sx={{ whiteSpace: 'nowrap' }}>
                  {part}
                  {index < parts.length - 1 && (
                    <Box component="span" aria-hidden sx={{ ml: 0.75 }}>
                      ·
                    </Box>
                  )}
                </Box>
              ))}
          </Typography>
          <Box sx={{ mt: 0.25, ml: -1 }}>
            <LeadSourcesPopup campaign={campaign} />
          </Box>
        </Box>
        <Box sx={{ flexShrink: 0, pt: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.75 }}>
          <CampaignStatusBadge status={campaign.status} />
          {error && <CampaignErrorTooltip error={error} />}
        </Box>
      </Box>

      {campaign.requires_validation && (
        <Box
          role="status"
          data-testid="needs-account"
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1.25,
            p: 1.25,
            borderRadius: '10px',
            bgcolor: 'soon.background',
            border: '1px solid',
            borderColor: 'soon.border',
            color: 'soon.text',
          }}
        >
          <ManageAccountsOutlined sx={{ fontSize: 20 }} />
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Box sx={{ fontWeight: 700, fontSize: 13.5 }}>{campaignMessages.needsAccountSelection}</Box>
            <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>Its sending account was disconnected. Choose another to start it again.</Box>
          </Box>
          <Button
            size="small"
            variant="contained"
            color="warning"
            onClick={() => navigate(editCampaignPath(campaign.id, 4))}
            aria-label={`Validate ${campaign.name}`}
            sx={{ flexShrink: 0, ml: 'auto' }}
          >
            {campaignMessages.validate}
          </Button>
        </Box>
      )}

      <Box className="campaign-body" sx={{ minWidth: 0 }}>
        <CardTabs<CardTab>
          idPrefix={tabsId}
          label={`${campaign.name} details`}
          tabs={cardTabs}
          value={tab}
          onChange={setTab}
        />
        <Box role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`} sx={{ pt: 1.5, minHeight: 128 }}>
          {tab === 'overview' ? (
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
                  onOpen={campaign.messages_failed > 0 ? () => setOutcomes('failed') : undefined}
                />
                <Stat
                  label="Skipped"
                  value={skipped}
                  testId="campaign-skipped"
                  hint={`Already DM'd: ${formatCount(campaign.skipped_already_dmd ?? 0)} · Do Not Contact: ${formatCount(campaign.skipped_do_not_contact ?? 0)} · Cannot DM: ${formatCount(campaign.skipped_cannot_dm ?? 0)}`}
                  onOpen={skipped > 0 ? () => setOutcomes('skipped') : undefined}
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
          ) : tab === 'variations' ? (
            <CampaignVariations id={campaign.id} name={campaign.name} />
          ) : tab === 'replies' ? (
            <CampaignReplies id={campaign.id} name={campaign.name} />
          ) : (
            <CampaignHistory id={campaign.id} name={campaign.name} />
          )}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 'auto', pt: 0.5 }}>
        <CampaignStartButton campaign={campaign} />
        <Box sx={{ flex: 1 }} />
        <Tooltip title={running ? campaignMessages.cannotEditRunning : 'Edit'}>
          <IconButton size="small" aria-label={`Edit ${campaign.name}`} onClick={edit} sx={{ color: 'text.secondary' }}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={running ? campaignMessages.cannotDeleteRunning : 'Delete'}>
          <IconButton
            size="small"
            aria-label={`Delete ${campaign.name}`}
            onClick={askDelete}
            sx={{ color: 'text.secondary', '&:hover': { color: 'error.main', bgcolor: 'tint.danger' } }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <CampaignOutcomesDialog id={campaign.id} name={campaign.name} kind={outcomes} onClose={() => setOutcomes(null)} />
    </Paper>
  );
});

/** A count of the card; with `onOpen`, a button that opens the list behind it. */
function Stat({
  label,
  value,
  testId,
  tone,
  hint,
  onOpen,
}: { label: string; value: number; testId: string; tone?: string; hint?: string; onOpen?: () => void }) {
  const box = { p: 1, borderRadius: '10px', bgcolor: 'surface.raised', minWidth: 0 } as const;
  const inner = (
    <>
      <Typography component="span" sx={{ display: 'block', fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography component="span" data-testid={testId} sx={{ display: 'block', fontSize: 17, fontWeight: 800, color: tone ?? 'text.primary', lineHeight: 1.3 }}>
        {formatCount(value ?? 0)}
      </Typography>
    </>
  );
  const content = onOpen ? (
    <ButtonBase
      onClick={onOpen}
      aria-label={`${label}: ${formatCount(value ?? 0)}, show the leads`}
      data-testid={`${testId}-open`}
      sx={{ ...box, display: 'block', textAlign: 'left', width: '100%', '&:hover': { outline: '1px solid', outlineColor: 'divider' } }}
    >
      {inner}
    </ButtonBase>
  ) : (
    <Box sx={box}>{inner}</Box>
  );
  return hint ? (
    <Tooltip title={hint} enterTouchDelay={0}>
      {content}
    </Tooltip>
  ) : (
    content
  );
}
