import ArrowBack from '@mui/icons-material/ArrowBack';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const errorScreenText = {
  title: 'Oops! Something went wrong',
  body: 'We encountered an error while rendering this page.',
  unknown: 'Unknown error',
  refresh: 'Refresh Page',
  back: 'Go Back',
} as const;

/**
 * The specification's generic error screen. It lives outside the dashboard's chunk so that it can also say
 * when that chunk itself failed to load.
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  const message = error instanceof Error && error.message ? error.message : errorScreenText.unknown;
  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 2, py: 6 }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 4.5 }, textAlign: 'center', borderRadius: '18px' }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 2.5,
            width: 60,
            height: 60,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'tint.danger',
            color: 'error.main',
          }}
        >
          <ErrorOutline sx={{ fontSize: 32 }} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {errorScreenText.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {errorScreenText.body}
        </Typography>
        <Box
          component="pre"
          data-testid="error-message"
          sx={{
            m: 0,
            mb: 3,
            p: 1.5,
            borderRadius: '10px',
            bgcolor: 'surface.muted',
            border: '1px solid',
            borderColor: 'divider',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            color: 'text.secondary',
            textAlign: 'left',
          }}
        >
          {message}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            {errorScreenText.refresh}
          </Button>
          <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => window.history.back()}>
            {errorScreenText.back}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
