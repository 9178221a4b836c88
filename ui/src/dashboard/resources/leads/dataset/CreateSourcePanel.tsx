import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { FormNotice } from '../form/FormSection';

/** The Database Lead Source form's last step: what will be saved, and Create Lead Source. */
export function CreateSourcePanel({
  error,
  summary,
  onCreate,
  disabled,
  creating,
  working,
}: {
  error: string | null;
  summary: string;
  onCreate(): void;
  disabled: boolean;
  /** The source is being created (the button says so). */
  creating: boolean;
  /** The name check or the creation is under way (the button spins). */
  working: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: '18px', p: { xs: 2, sm: 2.5 }, mt: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {error && (
        <FormNotice tone="error" testId="create-error" icon={<ErrorOutline sx={{ fontSize: 20 }} />}>
          {error}
        </FormNotice>
      )}
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1, color: 'text.secondary', fontSize: 14 }} data-testid="create-summary">
          {summary}
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={onCreate}
          disabled={disabled}
          startIcon={working ? <CircularProgress size={16} color="inherit" /> : <SaveOutlined />}
        >
          {creating ? 'Creating...' : 'Create Lead Source'}
        </Button>
      </Box>
    </Paper>
  );
}
