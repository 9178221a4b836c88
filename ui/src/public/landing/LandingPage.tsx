import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { brand } from '../../shared/theme';
import { Cloud } from './Cloud';
import { Community } from './Community';
import { DemoVideo } from './DemoVideo';
import { Faq } from './Faq';
import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { NavBar } from './NavBar';
import { Pricing } from './Pricing';
import { Process } from './Process';

/**
 * The landing page, prerendered to static HTML at build time (prerender.tsx); the browser runs only
 * landing-client.ts on it, for the menu, the FAQ and the demo dialog.
 */
export function LandingPage() {
  return (
    <Box sx={{ bgcolor: '#fff', minHeight: '100vh' }}>
      {/* MUI marks keyboard focus with a class set by script; the static page's buttons use the CSS state. */}
      <GlobalStyles
        styles={{ '.MuiButtonBase-root:focus-visible': { outline: `2px solid ${brand.blue}`, outlineOffset: 2 } }}
      />
      <NavBar />
      <main>
        <Hero />
        <Features />
        <Process />
        <DemoVideo />
        <Cloud />
        <Community />
        <Pricing />
        <Faq />
        <FinalCta />
      </main>
      <Footer />
    </Box>
  );
}
