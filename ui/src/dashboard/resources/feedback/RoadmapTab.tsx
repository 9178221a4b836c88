import EventOutlined from '@mui/icons-material/EventOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type RoadmapStatus, roadmapStatuses, roadmapStatusLabels } from '@shared/feedback/contract';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { fetchRoadmap, ROADMAP_KEY } from './feedback-api';

const columnColour: Record<RoadmapStatus, 'info' | 'warning' | 'success'> = { planned: 'info', 'in-progress': 'warning', completed: 'success' };

/** The Roadmap tab: planned, in progress and completed, in that order. */
export function RoadmapTab() {
  const roadmap = useQuery({ queryKey: ROADMAP_KEY, queryFn: ({ signal }) => fetchRoadmap(signal), staleTime: 60_000 });
  if (roadmap.isPending) return <Skeleton variant="rounded" height={220} />;
  if (roadmap.isError) return <Alert severity="error">The roadmap could not be loaded. Please try again later.</Alert>;
  if (roadmap.data.length === 0) {
    return (
      <EmptyState
        icon={MapOutlined}
        title="Nothing on the roadmap yet"
        description="Planned, in-progress and completed work will be listed here. Meanwhile, tell us what to build in Feedback & Requests."
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
      {roadmapStatuses.map((status) => {
        const items = roadmap.data.filter((item) => item.status === status);
        return (
          <Box component="section" key={status} aria-labelledby={`roadmap-${status}`} data-testid={`roadmap-${status}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Typography id={`roadmap-${status}`} variant="h6" component="h3" sx={{ fontSize: 17 }}>
                {roadmapStatusLabels[status]}
              </Typography>
              <Chip size="small" color={columnColour[status]} label={items.length} />
            </Box>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {items.length === 0 && (
                <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                  Nothing here right now.
                </Typography>
              )}
              {items.map((item) => (
                <Paper key={item.id} variant="outlined" component="article" sx={{ p: 2 }}>
                  <Typography component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {item.title}
                  </Typography>
                  {item.description && (
                    <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5, overflowWrap: 'anywhere' }}>
                      {item.description}
                    </Typography>
                  )}
                  {item.eta && (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, color: 'text.secondary' }}>
                      <EventOutlined sx={{ fontSize: 16 }} />
                      <Typography sx={{ fontSize: 13 }}>ETA {item.eta}</Typography>
                    </Box>
                  )}
                </Paper>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
