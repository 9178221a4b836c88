import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, PrerenderedContext } from './app/App';
import { theme } from './shared/theme';

const container = document.getElementById('root')!;
// A prerendered page (privacy policy, sign-in screens) arrives as HTML and is hydrated; any other path renders here.
const prerendered = container.hasAttribute('data-prerendered');

/**
 * Until React has hydrated a prerendered form, what the visitor does to it is held: a submit waits (instead of
 * the browser posting the form itself) and is sent once React has taken over, with the values typed so far.
 */
function holdFormsUntilHydrated(root: HTMLElement): () => void {
  let pending: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    // React may already listen (hydrated, its ready signal not yet sent): it must not see this submit too, or the
    // replay below would send it a second time.
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = event.target as HTMLFormElement;
  };
  root.addEventListener('submit', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.removeEventListener('submit', hold, true);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const input of root.querySelectorAll('input')) {
      if (input.value === '' || !setValue) continue;
      // React reads typed text from input events: replay what was typed before it listened. The first write goes
      // through React's value tracker, the second past it, so React sees a change to the typed text.
      const typed = input.value;
      input.value = '';
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const form = pending;
    pending = null;
    if (form?.isConnected) queueMicrotask(() => form.requestSubmit());
  };
}

const onReady = prerendered ? holdFormsUntilHydrated(container) : undefined;

const app = (
  <StrictMode>
    <PrerenderedContext.Provider value={prerendered}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <App onReady={onReady} />
        </BrowserRouter>
      </ThemeProvider>
    </PrerenderedContext.Provider>
  </StrictMode>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
