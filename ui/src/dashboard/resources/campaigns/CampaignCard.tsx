import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type CampaignRow,
  campaignErrorTooltip,
  campaignMessages,
  formatSendWindow,
} from '@shared/campaigns/contract';
import type { OutcomeKind } from '@shared/runner/contract';
import { memo, useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatCount } from '../../components/format-count';
import { useCan } from '../workspace/useCan';
import { useWorkspaceLink } from '../workspace/useWorkspaceLink';
import { CampaignErrorTooltip } from './CampaignErrorTooltip';
import { CardTabs } from './CardTabs';
import { CampaignHistory } from './CampaignHistory';
import { CampaignName } from './CampaignName';
import { CampaignOutcomesDialog } from './CampaignOutcomesDialog';
import { CampaignReplies } from './CampaignReplies';
import { CampaignStartButton } from './CampaignStartButton';
import { CampaignCardNumbers } from './CampaignCardNumbers';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CampaignVariations } from './CampaignVariations';
import { campaignDetailPath, editCampaignPath } from './campaigns-api';
import { LeadSourcesPopup } from './LeadSourcesPopup';

type CardTab = 'overview' | 'variations' | 'replies' | 'history';

const cardTabs: ReadonlyArray<{ value: CardTab; label: string }> = [
  { value: 'overview', label: 'Overview' },
  { value: 'history', label: 'History' },
  { value: 'replies', label: 'Replies' },
  { value: 'variations', label: 'Variations' },
];

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
  const canEdit = useCan('PUT /api/campaigns/:id');
  const canDelete = useCan('DELETE /api/campaigns/:id');
  const shared = useWorkspaceLink();

  const running = campaign.status === 'running';
  const paused = campaign.status === 'paused';
  const error = campaignErrorTooltip(campaign);
  const sendingHours =
    campaign.send_window_start != null && campaign.send_window_end != null
      ? `Sends ${formatSendWindow({ start: campaign.send_window_start, end: campaign.send_window_end })} ${campaign.time_zone.replaceAll('_', ' ')}`
      : null;

  const edit = () => {
    if (running) notify(campaignMessages.cannotEditRunning, { type: 'warning' });
    else navigate(shared(editCampaignPath(campaign.id)));
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
          {canEdit && (
            <Button
              size="small"
              variant="contained"
              color="warning"
              onClick={() => navigate(shared(editCampaignPath(campaign.id, 4)))}
              aria-label={`Validate ${campaign.name}`}
              sx={{ flexShrink: 0, ml: 'auto' }}
            >
              {campaignMessages.validate}
            </Button>
          )}
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
            <CampaignCardNumbers campaign={campaign} onOpen={setOutcomes} />
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
        <Button component={RouterLink} to={shared(campaignDetailPath(campaign.id))} size="small" aria-label={`View details of ${campaign.name}`} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          View details
        </Button>
        <Box sx={{ flex: 1 }} />
        {canEdit && (
          <Tooltip title={running ? campaignMessages.cannotEditRunning : 'Edit'}>
            <IconButton size="small" aria-label={`Edit ${campaign.name}`} onClick={edit} sx={{ color: 'text.secondary' }}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {canDelete && (
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
        )}
      </Box>
      <CampaignOutcomesDialog id={campaign.id} name={campaign.name} kind={outcomes} onClose={() => setOutcomes(null)} />
    </Paper>
  );
});
