import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { nextStepMarker } from '../../tours/user-activity';
import { type ChecklistStep, checklistOf, nextStepOf } from './checklist';
import { useDismissed } from './useDismissed';
import { useStartFacts, useUserId } from './useStartFacts';

/**
 * The dashboard home's 'Get started' card: the six steps to a first reply, ticked from the user's data, each a
 * link to where it is done, and the next one as a button. It leaves once every step is done or it is hidden.
 */
export function GettingStartedChecklist() {
  const checklist = checklistOf(useStartFacts());
  const [dismissed, dismiss] = useDismissed(useUserId());
  if (!checklist || dismissed) return null;
  const next = nextStepOf(checklist);
  if (!next) return null;
  const done = checklist.filter((step) => step.done).length;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="getting-started-title"
      data-testid="getting-started"
      sx={{ borderRadius: '18px', p: { xs: 2, sm: 2.5 }, mb: { xs: 2.5, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="getting-started-title" variant="h6" component="h2" sx={{ fontSize: 18 }}>
            Get started
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {done} of {checklist.length} done: from your plan to your first reply.
          </Typography>
        </Box>
        <IconButton aria-label="Hide getting started" size="small" onClick={dismiss}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(done / checklist.length) * 100}
        aria-label="Getting started progress"
        sx={{ my: 1.5, height: 6, borderRadius: 3 }}
      />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        {checklist.map((step) => (
          <StepItem key={step.id} step={step} />
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={next.to}
        variant="contained"
        endIcon={<ArrowForwardRounded />}
        data-testid="getting-started-next"
        {...nextStepMarker}
        sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
      >
        Next: {next.label}
      </Button>
    </Paper>
  );
}

function StepItem({ step }: { step: ChecklistStep }) {
  const Icon = step.done ? CheckCircleRounded : RadioButtonUncheckedRounded;
  return (
    <Box component="li" data-step={step.id} data-done={String(step.done)} sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: 14.5 }}>
      <Icon aria-label={step.done ? 'Done' : 'To do'} sx={{ fontSize: 20, color: step.done ? 'success.main' : 'text.disabled' }} />
      <Link
        component={RouterLink}
        to={step.to}
        underline="hover"
        sx={{ color: step.done ? 'text.secondary' : 'text.primary', fontWeight: step.done ? 400 : 600 }}
      >
        {step.label}
      </Link>
    </Box>
  );
}
