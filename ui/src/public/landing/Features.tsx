import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PlaylistRemoveRounded from '@mui/icons-material/PlaylistRemoveRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { features } from './content';
import { IconCardGrid } from './IconCardGrid';
import { Section, SectionHeader } from './Section';

const icons: Record<string, SvgIconComponent> = {
  scraper: GroupsOutlined,
  variations: ShuffleRounded,
  'skip-list': PlaylistRemoveRounded,
  pacing: SpeedRounded,
  'no-repeats': DoneAllRounded,
  dnc: BlockOutlined,
  accounts: AccountTreeOutlined,
  cloud: CloudDoneOutlined,
};

export function Features() {
  return (
    <Section id="features" sx={{ pt: { xs: 6, md: 9 } }}>
      <SectionHeader
        eyebrow="Features"
        title="Everything you need to run outreach on X"
        lead="From finding the right people to sending the last follow-up, OutTwit handles the busywork and keeps your accounts safe."
      />
      <IconCardGrid cards={features} icons={icons} tone="light" testId="feature-card" />
    </Section>
  );
}
