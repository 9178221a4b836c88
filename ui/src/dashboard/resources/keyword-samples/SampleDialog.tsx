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
import { type KeyboardEvent, useId } from 'react';
import { FormNameField } from '../../components/FormNameField';
import { BusyButton } from '../account/BusyButton';
import { DialogIcon, dialogActionsSx, dialogPaperSx } from '../accounts/dialog-parts';
import type { SampleDraft } from './samples-api';
import { useSampleForm } from './useSampleForm';
import { type KeywordSampleRow, SAMPLE_LIMITS, type SampleType } from '@shared/campaigns/contract';

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
  const form = useSampleForm({ open, sample, initialKeywords, onSave, onSaved: onClose });
  const { busy, nameError, keywordError, keywords } = form;

  const onKeywordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    form.addTyped();
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
      <Box component="form" onSubmit={form.submit} noValidate>
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
          <FormNameField
            control={form.control}
            name="name"
            label="Sample name"
            error={nameError}
            onEdit={form.clearNameError}
            maxLength={SAMPLE_LIMITS.maxNameLength}
            autoFocus
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Add keyword"
              value={form.typed}
              onChange={(event) => form.type(event.target.value)}
              onKeyDown={onKeywordKey}
              error={Boolean(keywordError)}
              helperText={keywordError ?? 'Press Enter to add'}
              fullWidth
              slotProps={{
                htmlInput: { maxLength: SAMPLE_LIMITS.maxKeywordLength },
                formHelperText: { role: keywordError ? 'alert' : undefined } as object,
              }}
            />
            <Button variant="outlined" onClick={() => form.addTyped()} sx={{ height: 56, flexShrink: 0 }}>
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
                  onDelete={() => form.removeKeyword(keyword)}
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
