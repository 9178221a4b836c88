import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { BackLink } from './BackLink';
import { FilePreviewTable } from './FilePreviewTable';
import { leadsPath } from './lead-sources-api';
import type { UploadProgress } from './upload-file';
import { useUploadForm } from './useUploadForm';

/** A file size as people read it: '12 KB', '27.4 MB'. */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** /dashboard/leads/new/csv: 'Upload CSV File': a name, a CSV or JSON file, its preview, and the upload. */
export function UploadCsvPage() {
  const nameId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { file, name, setName, choose, preview, reading, progress, failure, busy, ready, problem, submit } = useUploadForm();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void choose(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <BackLink to={leadsPath('new')} label={leadMessages.chooseType} />
      <PageHeader title="Upload CSV File" subtitle="Turn a list of X usernames into a lead source. Other columns are kept with each lead." />
      <Paper variant="outlined" component="section" aria-label="Upload CSV File" sx={{ borderRadius: '18px', p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <TextField
            id={nameId}
            label="Source name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={busy}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: LEAD_LIMITS.maxNameLength } }}
          />

          <Box
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              border: '2px dashed',
              borderColor: dragging ? 'primary.main' : 'tint.strongBorder',
              bgcolor: dragging ? 'tint.primary' : 'surface.subtle',
              borderRadius: '14px',
              p: { xs: 2.5, sm: 3.5 },
              textAlign: 'center',
              transition: 'border-color .12s ease, background-color .12s ease',
            }}
          >
            <input
              ref={fileInput}
              id={`${nameId}-file`}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              aria-label="CSV or JSON file"
              hidden
              disabled={busy}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {file ? (
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.25, flexWrap: 'wrap' }}>
                <InsertDriveFileOutlined color="primary" />
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="chosen-file">
                  {file.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {megabytes(file.size)}
                </Typography>
                <Button size="small" onClick={() => fileInput.current?.click()} disabled={busy}>
                  Choose another file
                </Button>
              </Box>
            ) : (
              <>
                <CloudUploadOutlined sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
                <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Drop a CSV or JSON file here</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Up to 50 MB. Comma, tab or semicolon separated, with a username or handle column.
                </Typography>
                <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                  Choose File
                </Button>
              </>
            )}
          </Box>

          {reading && <LinearProgress aria-label="Reading the file" />}
          {preview && !preview.ok && <InlineError message={preview.message} testId="file-error" />}
          {preview?.ok && <FilePreviewTable preview={preview.preview} />}
          {failure && <InlineError title={failure.title} message={failure.message} testId="upload-error" />}

          {progress && <UploadProgressBar progress={progress} />}

          <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="upload-hint">
              {problem ?? ''}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!ready || busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CloudUploadOutlined />}
            >
              {busy ? (progress?.phase === 'importing' ? 'Importing...' : 'Uploading...') : 'Upload and Create Source'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  const importing = progress.phase === 'importing';
  return (
    <Box role="status" aria-live="polite" data-testid="upload-progress">
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {importing
          ? 'Importing leads: checking usernames and saving them...'
          : `Uploading ${percent}% (${megabytes(progress.sent)} of ${megabytes(progress.total)})`}
      </Typography>
      <LinearProgress
        variant={importing ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={importing ? 'Importing leads' : `Uploading ${percent}%`}
        sx={{ height: 8, borderRadius: 99 }}
      />
    </Box>
  );
}

function InlineError({ title, message, testId }: { title?: string | null; message: string; testId: string }) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, borderRadius: '10px', bgcolor: 'tint.danger', color: 'error.main', fontWeight: 600, fontSize: 14 }}
    >
      <ErrorOutline sx={{ fontSize: 20 }} />
      <Box sx={{ minWidth: 0 }}>
        {title && <Box data-testid={`${testId}-title`}>{title}</Box>}
        <Box sx={title ? { color: 'text.primary', fontWeight: 400 } : undefined}>{message}</Box>
      </Box>
    </Box>
  );
}
