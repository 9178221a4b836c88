import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CampaignRow } from '@shared/campaigns/contract';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { countOf } from '../../components/format-count';
import { useWorkspaceLink } from '../workspace/useWorkspaceLink';
import { LEADS_PATH } from './campaigns-api';

/** 'N lead sources': opens a popup naming the campaign's sources, each linking to its leads. */
export function LeadSourcesPopup({ campaign }: { campaign: Pick<CampaignRow, 'name' | 'lead_sources' | 'lead_source_ids'> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const shared = useWorkspaceLink();
  const count = campaign.lead_sources.length;
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<PeopleAltOutlined sx={{ fontSize: '17px !important' }} />}
        endIcon={<ExpandMoreRounded />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-label={`Lead sources of ${campaign.name}`}
        data-testid="campaign-sources-button"
        sx={{ px: 1, py: 0.25, fontSize: 13, color: 'text.secondary', fontWeight: 600, minWidth: 0 }}
      >
        {countOf(count, 'lead source')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { borderRadius: '12px', p: 1.5, minWidth: 220, maxWidth: 320, boxShadow: (theme: Theme) => theme.tokens.shadows.popover },
          } as object,
        }}
      >
        <Typography id={titleId} variant="overline" color="text.secondary" sx={{ display: 'block', fontSize: 11, lineHeight: 1.6, mb: 0.5 }}>
          Lead sources
        </Typography>
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            Its lead sources were deleted.
          </Typography>
        ) : (
          <Box component="ul" data-testid="campaign-sources" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {campaign.lead_sources.map((source) => (
              <Box component="li" key={source.id} sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={shared(`${LEADS_PATH}/${encodeURIComponent(source.id)}`)} underline="hover">
                  {source.name}
                </Link>
              </Box>
            ))}
          </Box>
        )}
      </Popover>
    </>
  );
}
