import MapOutlined from '@mui/icons-material/MapOutlined';
import { ComingSoonPage } from '../components/ComingSoonPage';

export function RoadmapPage() {
  return (
    <ComingSoonPage
      title="Product Roadmap & Feedback"
      subtitle="What we are building next, and what you would like us to build."
      icon={MapOutlined}
      emptyTitle="The roadmap board is on its way"
      description="You will see what is planned, in progress and completed, send feature requests and bug reports, and vote on the ideas of other users."
    />
  );
}
