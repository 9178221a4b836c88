import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SampleDialog } from './SampleDialog';
import { useDeleteSample, useKeywordSamples, useSaveSample } from './samples-api';
import { SAMPLE_LIMITS, type KeywordSampleRow, type SampleType, sampleMessages } from '@shared/campaigns/contract';

export interface SavedKeywordSamplesProps {
  /** Which keywords the samples hold: bio keywords to include, or to exclude. */
  type: SampleType;
  /** Called with a sample's keywords when the user applies it. */
  onApply(keywords: string[]): void;
  /** The form's current keywords: a new sample starts with them. */
  currentKeywords?: readonly string[];
}

const NO_KEYWORDS: readonly string[] = [];

/** The panel: the user's samples of one type, 2 shown and the rest behind a toggle, each applied in one click. */
export function SavedKeywordSamples({ type, onApply, currentKeywords = NO_KEYWORDS }: SavedKeywordSamplesProps) {
  const notify = useNotify();
  const { data: samples = [], isPending, error } = useKeywordSamples(type);
  const save = useSaveSample(type);
  const remove = useDeleteSample();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<KeywordSampleRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<KeywordSampleRow | null>(null);
  const [limitReached, setLimitReached] = useState(false);

  // A failed load is said once per failure, as a toast and in the panel.
  const toldError = useRef<unknown>(null);
  useEffect(() => {
    if (error && toldError.current !== error) {
      toldError.current = error;
      notify(sampleMessages.loadFailed, { type: 'error' });
    }
  }, [error, notify]);

  const full = samples.length >= SAMPLE_LIMITS.maxPerType;
  useEffect(() => {
    if (!full) setLimitReached(false);
  }, [full]);

  const startNew = () => {
    if (full) {
      setLimitReached(true);
      notify(sampleMessages.maxReached(type), { type: 'warning' });
      return;
    }
    setEditing('new');
  };

  const shown = expanded ? samples : samples.slice(0, SAMPLE_LIMITS.shown);
  const hidden = samples.length - SAMPLE_LIMITS.shown;
  const label = type === 'include' ? 'Include' : 'Exclude';

  return (
    <Box
      component="section"
      aria-label={`Saved ${label} Keyword Samples`}
      data-testid={`keyword-samples-${type}`}
      // The panel sits in columns of any width: its header and rows follow its own width, not the screen's.
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: '14px', bgcolor: 'surface.subtle', p: 1.5, containerType: 'inline-size' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <BookmarksOutlined sx={{ fontSize: 18, color: 'primary.main', flexShrink: 0 }} />
        <Typography
          component="h3"
          sx={{ fontSize: 14, fontWeight: 700, flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          Saved Keyword Samples
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="keyword-samples-count" sx={{ flexShrink: 0 }}>
          {samples.length}/{SAMPLE_LIMITS.maxPerType}
        </Typography>
        <Tooltip title="Save the keywords as a sample">
          <Button
            size="small"
            onClick={startNew}
            aria-label="Save sample"
            sx={{ px: 1, minWidth: 0, flexShrink: 0, gap: 0.75 }}
          >
            <BookmarkAddOutlined sx={{ fontSize: 18 }} />
            <Box component="span" sx={{ '@container (max-width: 340px)': { display: 'none' } }}>
              Save sample
            </Box>
          </Button>
        </Tooltip>
      </Box>

      {limitReached && (
        <Typography role="alert" variant="body2" sx={{ color: 'soon.text', bgcolor: 'soon.background', borderRadius: '8px', px: 1.25, py: 0.75, mb: 1 }}>
          {sampleMessages.maxReached(type)}
        </Typography>
      )}

      {isPending ? (
        <Skeleton variant="rounded" height={52} />
      ) : error ? (
        <Typography role="alert" variant="body2" color="error.main">
          {sampleMessages.loadFailed}
        </Typography>
      ) : samples.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No saved {type} samples yet. Save a set of keywords to reuse it in one click.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          {shown.map((sample) => (
            <SampleRow
              key={sample.id}
              sample={sample}
              onApply={() => onApply([...sample.keywords])}
              onEdit={() => setEditing(sample)}
              onDelete={() => setDeleting(sample)}
            />
          ))}
        </Box>
      )}

      {hidden > 0 && (
        <Button
          size="small"
          onClick={() => setExpanded((value) => !value)}
          endIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
          aria-expanded={expanded}
          sx={{ mt: 0.75, px: 1 }}
        >
          {expanded ? 'Show less' : `Show ${hidden} more`}
        </Button>
      )}

      <SampleDialog
        open={editing !== null}
        type={type}
        sample={editing === 'new' ? null : editing}
        initialKeywords={currentKeywords}
        onClose={() => setEditing(null)}
        onSave={(draft) => save.mutateAsync({ id: editing && editing !== 'new' ? editing.id : undefined, draft })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete sample?"
        icon={DeleteOutline}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        The sample "{deleting?.name}" and its {deleting?.keywords.length ?? 0} keywords will be deleted. Keywords
        already in your search stay.
      </ConfirmDialog>
    </Box>
  );
}

function SampleRow({
  sample,
  onApply,
  onEdit,
  onDelete,
}: {
  sample: KeywordSampleRow;
  onApply(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const preview = sample.keywords.slice(0, SAMPLE_LIMITS.previewKeywords);
  const more = sample.keywords.length - preview.length;
  return (
    <Box
      component="li"
      aria-label={sample.name}
      data-testid="keyword-sample"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '10px',
        pl: 1.25,
        pr: 0.5,
        py: 0.75,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontSize: 14, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {sample.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="keyword-sample-preview"
          sx={{ fontSize: 12.5, overflowWrap: 'anywhere' }}
        >
          {preview.join(', ')}
          {more > 0 ? ` +${more} more` : ''}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" onClick={onApply} sx={{ px: 1.25, minWidth: 0 }} aria-label={`Apply ${sample.name}`}>
        Apply
      </Button>
      <Tooltip title="Edit sample">
        <IconButton size="small" onClick={onEdit} aria-label={`Edit ${sample.name}`}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete sample">
        <IconButton size="small" onClick={onDelete} aria-label={`Delete ${sample.name}`} sx={{ color: 'error.main' }}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
