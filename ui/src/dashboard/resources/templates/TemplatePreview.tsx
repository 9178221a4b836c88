import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCount, type LeadRow, type LeadSourceRow } from '@shared/leads/contract';
import { useEffect, useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { previewOf, previewSourceId, previewSources, writtenMessages } from './preview';

/** The user's lead sources the preview can take a lead from (those with leads), newest first. */
function usePreviewSources() {
  return useGetList<LeadSourceRow>(
    'lead-sources',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    { refetchOnWindowFocus: false },
  );
}

/**
 * The live preview: each message as one real lead of a chosen source would receive it, rendered with the same
 * `personalise` the campaign runner sends with. The arrows step through the source's leads.
 */
export function TemplatePreview({ messages, preferredSourceIds = [] }: { messages: readonly string[]; preferredSourceIds?: readonly string[] }) {
  const { data: allSources = [], isPending: sourcesPending } = usePreviewSources();
  const sources = useMemo(() => previewSources(allSources), [allSources]);
  const [sourceId, setSourceId] = useState('');
  const [index, setIndex] = useState(0);

  // The first source the campaign uses, else the newest one with leads.
  useEffect(() => {
    const shown = previewSourceId(sources, sourceId, preferredSourceIds);
    if (shown && shown !== sourceId) setSourceId(shown);
  }, [sources, sourceId, preferredSourceIds]);

  const source = sources.find((candidate) => candidate.id === sourceId);
  const total = source?.total_leads ?? 0;
  const { data: leads, isPending: leadPending } = useGetList<LeadRow>(
    `lead-sources/${encodeURIComponent(sourceId)}/leads`,
    { pagination: { page: index + 1, perPage: 1 }, sort: { field: 'username', order: 'ASC' }, filter: {} },
    { enabled: sourceId !== '', placeholderData: (previous) => previous, refetchOnWindowFocus: false },
  );
  const lead = leads?.[0];
  const written = writtenMessages(messages);

  return (
    <Box
      component="section"
      aria-label="Live preview"
      data-testid="template-preview"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: '14px', bgcolor: 'surface.subtle', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <VisibilityOutlined sx={{ fontSize: 18, color: 'primary.main' }} />
        <Typography component="h3" sx={{ fontSize: 15, fontWeight: 700 }}>
          Live preview
        </Typography>
      </Box>

      {sourcesPending ? (
        <Skeleton variant="rounded" height={40} />
      ) : sources.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Add a lead source with leads to preview your messages as a real lead will read them.
        </Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label="Preview with a lead from"
            value={sourceId}
            onChange={(event) => {
              setSourceId(event.target.value);
              setIndex(0);
            }}
            fullWidth
          >
            {sources.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.name} ({formatCount(candidate.total_leads)} leads)
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Tooltip title="Previous lead">
              <span>
                <IconButton size="small" aria-label="Previous lead" disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
                  <ChevronLeftRounded />
                </IconButton>
              </span>
            </Tooltip>
            <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }} data-testid="preview-lead">
              {lead ? (
                <>
                  <Typography sx={{ fontSize: 14, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {lead.name?.trim() || `@${lead.username}`}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    @{lead.username} · lead {formatCount(index + 1)} of {formatCount(total)}
                  </Typography>
                </>
              ) : leadPending ? (
                <Skeleton variant="text" width="60%" sx={{ mx: 'auto' }} />
              ) : null}
            </Box>
            <Tooltip title="Next lead">
              <span>
                <IconButton
                  size="small"
                  aria-label="Next lead"
                  disabled={index + 1 >= total}
                  onClick={() => setIndex((i) => Math.min(total - 1, i + 1))}
                >
                  <ChevronRightRounded />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        </>
      )}

      {written.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Write a message to see it here.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {written.map(({ message, number }) => (
            <Box component="li" key={number} aria-label={`Preview of message ${number}`} data-testid="preview-message">
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                Message {number}
              </Typography>
              <Box
                sx={{
                  mt: 0.5,
                  px: 1.75,
                  py: 1.25,
                  borderRadius: '16px 16px 16px 4px',
                  bgcolor: 'background.paper',
                  border: '1px solid',
                  borderColor: 'divider',
                  fontSize: 14,
                  lineHeight: 1.5,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  maxHeight: 220,
                  overflowY: 'auto',
                }}
              >
                {previewOf(message, lead, source?.csv_columns ?? [])}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
