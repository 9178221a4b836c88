import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEMO_SEARCH_KEYWORDS, demoSearchMessages } from '@shared/dataset/contract';
import { useDemoTargets } from '../scraper/scrape-api';

/** Demo mode (the scraper's demo targets are offered): keywords the demo database answers, each added with one click. */
export function DemoSearchChips({ chosen, onPick }: { chosen: readonly string[]; onPick(keyword: string): void }) {
  const { data } = useDemoTargets();
  if (!data || data.accounts.length === 0) return null;
  const taken = new Set(chosen.map((value) => value.toLowerCase()));
  return (
    <Box
      data-testid="demo-keywords"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.25, borderRadius: '12px', bgcolor: 'tint.primary', border: '1px solid', borderColor: '#c9d8fb' }}
    >
      <ScienceOutlined sx={{ fontSize: 18, mt: '2px', color: 'primary.dark' }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontSize: 13.5 }}>
          <b>{demoSearchMessages.title}</b> {demoSearchMessages.hint}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          {DEMO_SEARCH_KEYWORDS.map((keyword) => (
            <Button
              key={keyword}
              size="small"
              variant={taken.has(keyword.toLowerCase()) ? 'contained' : 'outlined'}
              disabled={taken.has(keyword.toLowerCase())}
              aria-label={`Add the bio keyword ${keyword}`}
              onClick={() => onPick(keyword)}
              sx={{ textTransform: 'none', borderRadius: 99, py: 0.25, minWidth: 0 }}
            >
              {keyword}
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
