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

declare global {
  interface Window {
    /** Set by the script inlined in a prerendered page's head: stops holding submits, returns the held form. */
    __releaseHeldSubmit?: () => HTMLFormElement | null;
  }
}

/**
 * Until React has hydrated a prerendered form, what the visitor does to it is held: the page's inline script
 * (ui/scripts/hold-early-submits.js) keeps a submit from the first paint, so the browser never posts the form
 * itself, and it is sent once React has taken over, with the values typed so far.
 */
function releaseHeldFormOnHydration(root: HTMLElement): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const form = window.__releaseHeldSubmit?.() ?? null;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    // Read every field before replaying any: each replayed field re-renders the form, which writes React's state
    // (still empty) back into the fields not replayed yet.
    const typed = [...root.querySelectorAll('input')].filter((input) => input.value !== '').map((input) => [input, input.value] as const);
    for (const [input, value] of typed) {
      if (!setValue) break;
      // React reads typed text from input events: replay what was typed before it listened. The first write goes
      // through React's value tracker, the second past it, so React sees a change to the typed text.
      input.value = '';
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (form?.isConnected) queueMicrotask(() => form.requestSubmit());
  };
}

const onReady = prerendered ? releaseHeldFormOnHydration(container) : undefined;

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
