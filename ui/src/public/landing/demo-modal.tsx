import { ThemeProvider } from '@mui/material/styles';
import { createRoot, type Root } from 'react-dom/client';
import { theme } from '../../shared/theme';
import { VideoModal } from './VideoModal';

let root: Root | undefined;

function show(open: boolean) {
  if (!root) {
    const host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  }
  root.render(
    <ThemeProvider theme={theme}>
      <VideoModal open={open} onClose={() => show(false)} />
    </ThemeProvider>,
  );
}

/**
 * Opens the demo video dialog on the static landing page. React and the dialog load with the first click on
 * 'Watch demo' (or as the pointer nears it), not with the page.
 */
export function openDemoModal(): void {
  show(true);
}
