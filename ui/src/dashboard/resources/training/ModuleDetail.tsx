import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrainingModule } from '@shared/onboarding/training-modules';

interface ModuleDetailProps {
  module: TrainingModule;
  index: number;
  total: number;
  onPrevious(): void;
  onNext(): void;
  onGuideOpened(): void;
}

/** The selected module: title, duration, description, its 'Read Full Guide' link, and Previous and Next. */
export function ModuleDetail({ module, index, total, onPrevious, onNext, onGuideOpened }: ModuleDetailProps) {
  const GuideIcon = module.guideKind === 'spreadsheet' ? TableChartOutlined : DescriptionOutlined;
  return (
    <Paper variant="outlined" component="article" aria-labelledby="training-module-title" data-testid="training-module" sx={{ borderRadius: '18px', overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2.5, md: 3.5 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={`Module ${index + 1}`} color="primary" variant="outlined" sx={{ fontWeight: 700 }} />
          <Chip size="small" icon={<ScheduleRounded />} label={module.duration} data-testid="training-module-duration" />
          <Chip size="small" icon={<GuideIcon />} label={module.guideKind === 'spreadsheet' ? 'Spreadsheet' : 'Guide'} variant="outlined" />
        </Box>
        <Typography id="training-module-title" component="h2" sx={{ fontSize: { xs: 21, md: 24 }, fontWeight: 700 }}>
          {module.title}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.65, maxWidth: 680 }} data-testid="training-module-description">
          {module.description}
        </Typography>
        <Box>
          <Button
            variant="contained"
            href={module.guideUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewRounded />}
            data-testid="training-module-guide"
            onClick={onGuideOpened}
          >
            Read Full Guide
          </Button>
        </Box>
      </Box>
      <Box sx={{ px: { xs: 2, md: 3.5 }, py: 1.75, display: 'flex', gap: 1.5, justifyContent: 'space-between', bgcolor: 'surface.muted', borderTop: '1px solid', borderColor: 'divider' }}>
        <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={onPrevious} disabled={index === 0}>
          Previous
        </Button>
        <Button variant="outlined" endIcon={<ArrowForwardRounded />} onClick={onNext} disabled={index === total - 1}>
          Next
        </Button>
      </Box>
    </Paper>
  );
}
