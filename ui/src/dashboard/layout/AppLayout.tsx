import Box from '@mui/material/Box';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './ErrorPage';
import { HelpButton } from './HelpButton';
import { InlineLoading } from './LoadingPage';
import { PlanProvider } from './PlanContext';
import { TopBar } from './TopBar';

/** The dashboard shell: the top bar, the page, and the floating help button. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PlanProvider>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        <Box
          component="main"
          id="main-content"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1440,
            mx: 'auto',
            px: { xs: 2, sm: 3, md: 4 },
            pt: { xs: 3, md: 4 },
            pb: { xs: 12, md: 10 },
          }}
        >
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<InlineLoading />}>{children}</Suspense>
          </PageErrorBoundary>
        </Box>
        <HelpButton />
      </Box>
    </PlanProvider>
  );
}
