import { ScraperForm } from '../resources/leads/scraper/ScraperForm';

/** /dashboard/scraper: the scraper form 'Find Twitter Leads', as at /dashboard/leads/new/scraper. */
export function ScraperPage() {
  return <ScraperForm back="list" />;
}
