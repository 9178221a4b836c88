import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import CancelRounded from '@mui/icons-material/CancelRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../account/BusyButton';
import { DialogIcon, dialogActionsSx, dialogPaperSx } from '../accounts/dialog-parts';
import { CommandRefused } from '../../hooks/command-failure';
import type { SampleDraft } from './samples-api';
import { type KeywordSampleRow, SAMPLE_LIMITS, type SampleType, sampleMessages } from '@shared/campaigns/contract';

const sameKeyword = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Errors {
  name?: string;
  keyword?: string;
}

/**
 * The save/edit dialog of a keyword sample: a name and keywords, each added with Enter (or Add). A repeated
 * keyword, a missing name or no keyword at all is said beside its field; a name the user already gave another
 * sample comes back from the API and is said the same way.
 */
export function SampleDialog({
  open,
  type,
  sample,
  initialKeywords,
  onClose,
  onSave,
}: {
  open: boolean;
  type: SampleType;
  /** The sample edited; none to save a new one. */
  sample: KeywordSampleRow | null;
  /** The keywords a new sample starts with (the form's current ones). */
  initialKeywords: readonly string[];
  onClose(): void;
  onSave(draft: SampleDraft): Promise<unknown>;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [keywords, setKeywords] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // The form starts from the sample (or the form's keywords) when the dialog opens; a refetch keeps what is typed.
  const start = useRef({ sample, initialKeywords });
  start.current = { sample, initialKeywords };
  const sampleId = sample?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another sample edited starts the form again
  useEffect(() => {
    if (!open) return;
    const { sample: initial, initialKeywords: keywordsAtStart } = start.current;
    setName(initial?.name ?? '');
    setKeywords(dedupe(initial ? initial.keywords : keywordsAtStart));
    setTyped('');
    setErrors({});
  }, [open, sampleId]);

  /** Adds what is typed; answers the list with it, or null when it was refused. */
  const addTyped = (): string[] | null => {
    const keyword = typed.trim();
    if (keyword === '') return keywords;
    if (keywords.some((existing) => sameKeyword(existing, keyword))) {
      setErrors((current) => ({ ...current, keyword: sampleMessages.duplicateKeyword(keyword) }));
      return null;
    }
    const next = [...keywords, keyword];
    setKeywords(next);
    setTyped('');
    setErrors((current) => ({ ...current, keyword: undefined }));
    return next;
  };

  const onKeywordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    addTyped();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is rendered in a portal but sits inside the page's form in React's tree: its submit stops here.
    event.stopPropagation();
    if (busy) return;
    const list = addTyped();
    if (list === null) return;
    const trimmed = name.trim();
    const found: Errors = {};
    if (trimmed === '') found.name = sampleMessages.nameRequired;
    if (list.length === 0) found.keyword = sampleMessages.keywordRequired;
    setErrors(found);
    if (found.name || found.keyword) return;
    setBusy(true);
    try {
      await onSave({ name: trimmed, keywords: list });
      onClose();
    } catch (error) {
      if (error instanceof CommandRefused) {
        const message = error.message;
        setErrors(/name/i.test(message) ? { name: message } : { keyword: message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: dialogPaperSx } }}
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
          <DialogIcon icon={sample ? EditOutlined : BookmarkAddOutlined} />
          {sample ? 'Edit Keyword Sample' : `Save ${type === 'include' ? 'Include' : 'Exclude'} Keyword Sample`}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {type === 'include'
              ? 'A named set of bio keywords to look for, to apply to a search in one click.'
              : 'A named set of bio keywords to leave out, to apply to a search in one click.'}
          </Typography>
          <TextField
            label="Sample name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
            }}
            error={Boolean(errors.name)}
            helperText={errors.name}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: SAMPLE_LIMITS.maxNameLength }, formHelperText: { role: errors.name ? 'alert' : undefined } as object }}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Add keyword"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (errors.keyword) setErrors((current) => ({ ...current, keyword: undefined }));
              }}
              onKeyDown={onKeywordKey}
              error={Boolean(errors.keyword)}
              helperText={errors.keyword ?? 'Press Enter to add'}
              fullWidth
              slotProps={{
                htmlInput: { maxLength: SAMPLE_LIMITS.maxKeywordLength },
                formHelperText: { role: errors.keyword ? 'alert' : undefined } as object,
              }}
            />
            <Button variant="outlined" onClick={() => addTyped()} sx={{ height: 56, flexShrink: 0 }}>
              Add
            </Button>
          </Box>
          <Box
            data-testid="sample-dialog-keywords"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minHeight: 32 }}
            aria-label="Keywords in this sample"
          >
            {keywords.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No keywords yet.
              </Typography>
            ) : (
              keywords.map((keyword) => (
                <Chip
                  key={keyword}
                  label={keyword}
                  size="small"
                  onDelete={() => setKeywords((current) => current.filter((k) => k !== keyword))}
                  deleteIcon={<CancelRounded aria-label={`Remove ${keyword}`} aria-hidden={false} />}
                />
              ))
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={dialogActionsSx}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy}>
            {busy ? 'Saving...' : sample ? 'Update Sample' : 'Save Sample'}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function dedupe(keywords: readonly string[]): string[] {
  const out: string[] = [];
  for (const keyword of keywords) {
    const trimmed = keyword.trim();
    if (trimmed && !out.some((existing) => sameKeyword(existing, trimmed))) out.push(trimmed);
  }
  return out;
}
