import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { trainingPercent, trainingStepId } from './training-progress';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ModuleDetail } from './ModuleDetail';
import { ModuleList } from './ModuleList';
import { useTrainingModules } from './training-api';
import { RetryAlert } from '../../components/RetryAlert';
import { useOnboarding } from '../../tours/OnboardingProvider';

/** 'Module n/6' for the selected module, and the share of modules read as a bar. */
function TrainingProgress({ index, total, percent }: { index: number; total: number; percent: number }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: '18px', p: { xs: 2, md: 2.5 }, mb: { xs: 2.5, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="training-position" aria-live="polite">
          Module {index + 1}/{total}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="training-percent">
          {percent}% completed
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Training progress"
        data-testid="training-progress"
        sx={{ height: 8, borderRadius: 99 }}
      />
    </Paper>
  );
}

/**
 * /dashboard/training: the six modules in order, the selected one in full, Previous and Next. A module counts as
 * read once its guide is opened or the user moves on from it with Next; the user's onboarding list keeps it.
 */
export function TrainingCenterPage() {
  const modules = useTrainingModules();
  const { completed, complete } = useOnboarding();
  const [selected, setSelected] = useState(0);
  const list = modules.data ?? [];
  const module = list[selected];
  const ids = list.map((entry) => entry.id);
  const markRead = (index: number) => {
    const id = ids[index];
    if (id) complete([trainingStepId(id)]);
  };

  return (
    <Box>
      <PageHeader title="Training Center" subtitle="The outreach playbook, one module at a time: from your first script to thousands of DMs a day." />
      {modules.isError ? (
        <RetryAlert onRetry={() => void modules.refetch()}>Failed to load the training modules</RetryAlert>
      ) : !module ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={76} sx={{ borderRadius: '18px' }} />
          <Skeleton variant="rounded" height={360} sx={{ borderRadius: '18px' }} />
        </Box>
      ) : (
        <>
          <TrainingProgress index={selected} total={list.length} percent={trainingPercent(ids, completed)} />
          <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 4fr) minmax(0, 8fr)' }, alignItems: 'start' }}>
            <ModuleList modules={list} selected={selected} read={completed} onSelect={setSelected} />
            <ModuleDetail
              module={module}
              index={selected}
              total={list.length}
              onPrevious={() => setSelected((index) => Math.max(0, index - 1))}
              onNext={() => {
                markRead(selected);
                setSelected((index) => Math.min(list.length - 1, index + 1));
              }}
              onGuideOpened={() => markRead(selected)}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
