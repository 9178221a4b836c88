import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrainingModule } from '@shared/onboarding/training-modules';
import { trainingStepId } from './training-progress';

interface ModuleListProps {
  modules: TrainingModule[];
  selected: number;
  /** The user's completed list: a module read is ticked. */
  read: readonly string[];
  onSelect(index: number): void;
}

/** The six modules in order; the selected one is marked, the ones read are ticked. */
export function ModuleList({ modules, selected, read, onSelect }: ModuleListProps) {
  return (
    <Paper variant="outlined" component="nav" aria-label="Training modules" sx={{ borderRadius: '18px', overflow: 'hidden' }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 0.5 }}>
        {modules.map((module, index) => {
          const current = index === selected;
          return (
            <li key={module.id}>
              <ButtonBase
                onClick={() => onSelect(index)}
                aria-current={current ? 'step' : undefined}
                data-read={read.includes(trainingStepId(module.id)) ? 'true' : undefined}
                data-testid="training-module-item"
                sx={{
                  width: '100%',
                  textAlign: 'left',
                  justifyContent: 'flex-start',
                  gap: 1.5,
                  px: 1.5,
                  py: 1.25,
                  borderRadius: '12px',
                  bgcolor: current ? 'tint.primaryActive' : 'transparent',
                  '&:hover': { bgcolor: current ? 'tint.primaryActive' : 'surface.hover' },
                }}
              >
                <Box
                  sx={{
                    width: 30,
                    height: 30,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 13,
                    fontWeight: 700,
                    bgcolor: current ? 'primary.main' : 'surface.raised',
                    color: current ? 'primary.contrastText' : 'text.secondary',
                  }}
                >
                  {read.includes(trainingStepId(module.id)) ? <CheckCircleRounded sx={{ fontSize: 20, color: 'success.main' }} /> : index + 1}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: current ? 700 : 600, fontSize: 14, color: current ? 'primary.main' : 'text.primary' }}>
                    {module.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12.5 }}>
                    {module.duration}
                  </Typography>
                </Box>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Paper>
  );
}
