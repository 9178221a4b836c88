import { BackLink } from '../resources/leads/BackLink';
import { ScraperForm } from '../resources/leads/scraper/ScraperForm';
import { ChangesOnlyPage } from '../resources/workspace/ChangesOnlyPage';

/** /dashboard/scraper: the scraper form 'Find Twitter Leads', as at /dashboard/leads/new/scraper. */
export function ScraperPage() {
  return (
    <ChangesOnlyPage route="POST /api/scrapes" title="Find Twitter Leads" back={<BackLink />}>
      <ScraperForm back="list" />
    </ChangesOnlyPage>
  );
}
