import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, PrerenderedContext } from './app/App';
import { LandingPage } from './public/landing/LandingPage';
import { publicPageTitle } from './public/page-titles';
import { theme } from './shared/theme';

/** One prerendered page: its markup, the styles it uses (as one emotion style tag) and its tab title. */
export interface PrerenderedPage {
  html: string;
  styleTag: string;
  title: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = stream.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one public page to HTML at build time, with the CSS of exactly what it shows. The landing page is
 * static (landing-client.ts adds its few interactions); the other pages render the app's own tree, so the
 * browser hydrates them.
 */
export async function render(path: string): Promise<PrerenderedPage> {
  // The browser's emotion cache has the key 'css' too: it adopts the style tag below instead of inserting again.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert.call(cache, selector, serialized, sheet, shouldCache);
  };

  const page: ReactNode =
    path === '/' ? (
      <LandingPage />
    ) : (
      <PrerenderedContext.Provider value={true}>
        <App />
      </PrerenderedContext.Provider>
    );
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StaticRouter location={path}>{page}</StaticRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  const html = await streamToString(prelude);
  const names = order.filter((name) => typeof cache.inserted[name] === 'string');
  const css = names.map((name) => cache.inserted[name]).join('');
  return {
    html,
    styleTag: `<style data-emotion="css ${names.join(' ')}">${css}</style>`,
    title: publicPageTitle(path) ?? '',
  };
}
