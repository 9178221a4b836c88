import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { WorkspaceFromUrl } from '../resources/workspace/WorkspaceFromUrl';
import { Onboarding } from '../tours/Onboarding';
import { PageTip } from '../tours/PageTip';
import { PageErrorBoundary } from './ErrorPage';
import { HELP_BUTTON_CLEARANCE, HelpButton } from './HelpButton';
import { InlineLoading } from './LoadingPage';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

/** The dashboard shell: the top bar, the page (its tip first), the one floating control (help and tours), and the tour in progress. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Onboarding>
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      {/*
        Whatever focus or a scroll brings into view stops above the help button and below the sticky top bar
        (scroll padding is honoured by Tab focus, scrollIntoView and find-in-page).
      */}
      <GlobalStyles
        styles={(theme) => ({
          html: {
            scrollPaddingTop: TOP_BAR_HEIGHT.xs,
            scrollPaddingBottom: HELP_BUTTON_CLEARANCE.xs,
            [theme.breakpoints.up('md')]: { scrollPaddingTop: TOP_BAR_HEIGHT.md, scrollPaddingBottom: HELP_BUTTON_CLEARANCE.md },
          },
        })}
      />
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
          // Room below the page so its last controls can scroll clear of the floating help button.
          pb: HELP_BUTTON_CLEARANCE,
        }}
      >
        <PageTip />
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<InlineLoading />}>
            <WorkspaceFromUrl>{children}</WorkspaceFromUrl>
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <HelpButton />
    </Box>
    </Onboarding>
  );
}
