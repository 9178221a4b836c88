import ArrowBack from '@mui/icons-material/ArrowBack';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const errorPageText = {
  title: 'Oops! Something went wrong',
  body: 'We encountered an error while rendering this page.',
  unknown: 'Unknown error',
  refresh: 'Refresh Page',
  back: 'Go Back',
} as const;

/** The generic error screen of the dashboard. */
export function ErrorPage({ error }: { error?: unknown; errorInfo?: ErrorInfo; resetErrorBoundary?: unknown }) {
  const message = error instanceof Error && error.message ? error.message : errorPageText.unknown;
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
            bgcolor: '#fdecec',
            color: 'error.main',
          }}
        >
          <ErrorOutline sx={{ fontSize: 32 }} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {errorPageText.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {errorPageText.body}
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            mb: 3,
            p: 1.5,
            borderRadius: '10px',
            bgcolor: '#f6f8fc',
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
            {errorPageText.refresh}
          </Button>
          <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => window.history.back()}>
            {errorPageText.back}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

/** Catches a rendering error of one page and shows the error screen; a new page (resetKey) starts afresh. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; resetKey: string; failed: boolean }
> {
  state = { error: null as unknown, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { resetKey: string; failed: boolean; error: unknown },
  ) {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Dashboard page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
