import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { ComingSoonPage } from '../components/ComingSoonPage';

export function TrainingCenterPage() {
  return (
    <ComingSoonPage
      title="Training Center"
      subtitle="The outreach playbook, one module at a time."
      icon={SchoolOutlined}
      emptyTitle="Training modules are on their way"
      description="Six modules will walk you from writing outreach scripts and scraping quality leads to scaling to thousands of DMs a day, with tracker sheets to copy."
    />
  );
}
