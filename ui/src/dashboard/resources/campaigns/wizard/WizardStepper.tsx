import CheckRounded from '@mui/icons-material/CheckRounded';
import PriorityHighRounded from '@mui/icons-material/PriorityHighRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { STEPS, type Step } from './wizard-form';
import { wizardSteps } from './wizard-steps';

/**
 * The four steps as buttons: the current one highlighted, the ones before it ticked, one with a message marked.
 * On a phone the labels under the numbers are short and the current step's name is written out below.
 */
export function WizardStepper({ step, withErrors, onSelect }: { step: Step; withErrors: readonly Step[]; onSelect(step: Step): void }) {
  return (
    <Box component="nav" aria-label="Campaign steps" sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'surface.subtle', px: { xs: 1, sm: 3 }, pt: 2, pb: { xs: 1.5, sm: 2 } }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
        {STEPS.map((number, index) => {
          const label = wizardSteps[index] ?? '';
          const current = number === step;
          const done = number < step;
          const flagged = withErrors.includes(number);
          return (
            <Box component="li" key={number} sx={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
              {index > 0 && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: 17,
                    right: '50%',
                    width: '100%',
                    height: 2,
                    bgcolor: number <= step ? 'primary.main' : 'divider',
                    zIndex: 0,
                  }}
                />
              )}
              <ButtonBase
                onClick={() => onSelect(number)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Step ${number}: ${label}`}
                data-testid={`step-${number}`}
                sx={{ position: 'relative', zIndex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.75, borderRadius: '10px', px: 0.5, py: 0.25, maxWidth: '100%' }}
              >
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    fontSize: 15,
                    border: '2px solid',
                    transition: 'background-color .15s ease, border-color .15s ease',
                    ...(flagged
                      ? { bgcolor: 'tint.danger', borderColor: 'error.main', color: 'error.main' }
                      : current
                        ? { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' }
                        : done
                          ? { bgcolor: 'tint.primary', borderColor: 'primary.main', color: 'primary.main' }
                          : { bgcolor: 'background.paper', borderColor: 'tint.strongBorder', color: 'text.secondary' }),
                  }}
                >
                  {flagged ? <PriorityHighRounded sx={{ fontSize: 18 }} /> : done ? <CheckRounded sx={{ fontSize: 18 }} /> : number}
                </Box>
                <Typography
                  component="span"
                  sx={{
                    display: { xs: 'none', sm: 'block' },
                    fontSize: 13.5,
                    fontWeight: current ? 700 : 600,
                    color: current ? 'text.primary' : 'text.secondary',
                    textAlign: 'center',
                    lineHeight: 1.25,
                  }}
                >
                  {label}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      <Typography sx={{ display: { xs: 'block', sm: 'none' }, textAlign: 'center', mt: 1, fontWeight: 700, fontSize: 14 }}>
        Step {step} of 4 · {wizardSteps[step - 1]}
      </Typography>
    </Box>
  );
}
