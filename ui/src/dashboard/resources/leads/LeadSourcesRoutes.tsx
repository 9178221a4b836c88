import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ChangesOnlyPage } from '../workspace/ChangesOnlyPage';
import { BackLink } from './BackLink';
import { ChooseTypePage } from './ChooseTypePage';
import { LeadSourceDetailPage } from './LeadSourceDetailPage';
import { LeadSourceListPage } from './LeadSourceListPage';

// The upload form brings the CSV parser: it loads when the form opens; the scraper and database forms too.
const ScraperForm = lazy(() => import('./scraper/ScraperForm').then((m) => ({ default: m.ScraperForm })));
const DatasetSourceForm = lazy(() => import('./dataset/DatasetSourceForm').then((m) => ({ default: m.DatasetSourceForm })));
const UploadCsvPage = lazy(() => import('./UploadCsvPage').then((m) => ({ default: m.UploadCsvPage })));

/** The screens that create a source: a role that may not gets the page's note instead. */
const creating = (
  <ChangesOnlyPage route="POST /api/lead-sources/upload" title="New Lead Source" back={<BackLink />}>
    <Outlet />
  </ChangesOnlyPage>
);

/**
 * The lead source screens under /dashboard/leads: the list, the type chooser (/new or /add), the CSV upload
 * (/new/csv), the scraper (/new/scraper), the database form (/new/dataset) and a source's detail view (/{id}).
 */
export function LeadSourcesRoutes() {
  return (
    <Routes>
      <Route index element={<LeadSourceListPage />} />
      {['new', 'add'].map((path) => (
        <Route key={path} path={path} element={creating}>
          <Route index element={<ChooseTypePage />} />
          <Route
            path="csv"
            element={
              <Suspense fallback={<LinearProgress aria-label="Loading" />}>
                <UploadCsvPage />
              </Suspense>
            }
          />
          <Route
            path="scraper"
            element={
              <Suspense fallback={<LinearProgress aria-label="Loading" />}>
                <ScraperForm />
              </Suspense>
            }
          />
          <Route
            path="dataset"
            element={
              <Suspense fallback={<LinearProgress aria-label="Loading" />}>
                <DatasetSourceForm />
              </Suspense>
            }
          />
          <Route path="*" element={<ChooseTypePage />} />
        </Route>
      ))}
      <Route path=":id" element={<LeadSourceDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
