import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Cloud } from './Cloud';
import { Community } from './Community';
import { DemoVideo } from './DemoVideo';
import { Faq } from './Faq';
import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { NavBar } from './NavBar';
import { Process } from './Process';

export function LandingPage() {
  const { hash } = useLocation();

  // A visit to /#faq (or any anchor) lands on that section once the page has rendered.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Box sx={{ bgcolor: '#fff', minHeight: '100vh' }}>
      <NavBar />
      <main>
        <Hero />
        <Features />
        <Process />
        <DemoVideo />
        <Cloud />
        <Community />
        <Faq />
        <FinalCta />
      </main>
      <Footer />
    </Box>
  );
}
