import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountMessages } from '@shared/accounts/contract';
import { Component, type ErrorInfo, type ReactNode } from 'react';

const connectErrorText = {
  title: accountMessages.errorBoundaryTitle,
  body: 'Something went wrong on this page. Your connected accounts are safe; refreshing the page usually fixes it.',
  refresh: accountMessages.refreshPage,
} as const;

/** What the Connect Account page shows instead of itself when it fails to render. */
export function ConnectErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : undefined;
  return (
    <Box role="alert" data-testid="connect-error" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', py: 4 }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: '18px' }}>
        <Box
          sx={{
            mx: 'auto',
            mb: 2,
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'tint.danger',
            color: 'error.main',
          }}
        >
          <ErrorOutline sx={{ fontSize: 30 }} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {connectErrorText.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: message ? 2 : 3 }}>
          {connectErrorText.body}
        </Typography>
        {message && (
          <Typography
            component="pre"
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
          </Typography>
        )}
        <Button variant="contained" startIcon={<Refresh />} onClick={() => window.location.reload()}>
          {connectErrorText.refresh}
        </Button>
      </Paper>
    </Box>
  );
}

interface State {
  error: unknown;
  failed: boolean;
}

/** The page-level error boundary of Connect Account: a failure inside the page shows 'Connect Account Error'. */
export class ConnectErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Connect Account page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ConnectErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
