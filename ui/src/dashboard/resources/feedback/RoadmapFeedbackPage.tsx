import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { FeedbackTab } from './FeedbackTab';
import { RoadmapTab } from './RoadmapTab';

const TABS = [
  { value: 'roadmap', label: 'Roadmap' },
  { value: 'feedback', label: 'Feedback & Requests' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /dashboard/roadmap: what is being built, and what users ask for. The tab is in the address (?tab=feedback). */
export function RoadmapFeedbackPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = params.get('tab') === 'feedback' ? 'feedback' : 'roadmap';
  return (
    <Box>
      <PageHeader title="Product Roadmap & Feedback" subtitle="See what we are building next, request features, report bugs and vote on the ideas of other users." />
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => setParams(value === 'roadmap' ? {} : { tab: value }, { replace: true })}
        aria-label="Roadmap and feedback"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((item) => (
          <Tab key={item.value} value={item.value} label={item.label} id={`tab-${item.value}`} aria-controls={`panel-${item.value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'roadmap' ? <RoadmapTab /> : <FeedbackTab />}
      </Box>
    </Box>
  );
}
