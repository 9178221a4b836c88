import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { ComingSoonPage } from '../components/ComingSoonPage';

export function ScraperPage() {
  return (
    <ComingSoonPage
      title="Find Twitter Leads"
      subtitle="Scrape the audience of any X account or post into a lead source."
      icon={TravelExploreOutlined}
      emptyTitle="The lead scraper is on its way"
      description="Here you will collect the followers and following of up to 5 accounts, or the retweeters and likers of up to 20 posts, filtered by bio keywords and location."
    />
  );
}
