import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import WebAssetOffOutlined from '@mui/icons-material/WebAssetOffOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { cloudCards } from './content';
import { IconCardGrid } from './IconCardGrid';
import { Section, SectionHeader } from './Section';

const icons: Record<string, SvgIconComponent> = {
  'always-on': AllInclusiveRounded,
  'nothing-to-install': WebAssetOffOutlined,
  'safe-limits': ShieldOutlined,
  proxies: DnsOutlined,
};

export function Cloud() {
  return (
    <Section id="cloudfeature" tone="dark" sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'radial-gradient(50% 60% at 15% 0%, rgba(59,123,255,.35) 0%, rgba(10,19,48,0) 70%), radial-gradient(40% 50% at 100% 100%, rgba(124,58,237,.28) 0%, rgba(10,19,48,0) 70%)',
        }}
      />
      <Box sx={{ position: 'relative' }}>
        <SectionHeader
          dark
          eyebrow="Cloud infrastructure"
          title="Your campaigns never sleep"
          lead="OutTwit runs every campaign on our own servers. Nothing to keep open, nothing to babysit."
        />
        <IconCardGrid cards={cloudCards} icons={icons} tone="dark" testId="cloud-card" />
      </Box>
    </Section>
  );
}
