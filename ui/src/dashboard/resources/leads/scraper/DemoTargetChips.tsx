import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scrapeMessages } from '@shared/leads/scrape-contract';
import { useDemoTargets } from './scrape-api';

const followers = (n: number) => `${n.toLocaleString('en-US')} followers`;

/**
 * Demo mode's accounts (or posts) under the target field, each added with one click; nothing when X is real.
 * Those already in the list are shown chosen.
 */
export function DemoTargetChips({
  kind,
  chosen,
  onPick,
  disabled,
}: {
  kind: 'accounts' | 'posts';
  chosen: readonly string[];
  onPick(value: string): void;
  disabled?: boolean;
}) {
  const { data } = useDemoTargets();
  const choices =
    kind === 'accounts'
      ? (data?.accounts ?? []).map((account) => ({ value: account.screen_name, label: `@${account.screen_name}`, title: `${account.name}, ${followers(account.followers_count)}` }))
      : (data?.post_links ?? []).map((link, index) => ({ value: link, label: `Demo post ${index + 1}`, title: link }));
  if (choices.length === 0) return null;
  const taken = new Set(chosen.map((value) => value.toLowerCase()));
  return (
    <Box
      data-testid={`demo-${kind}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.25, borderRadius: '12px', bgcolor: 'tint.primary', border: '1px solid', borderColor: '#c9d8fb' }}
    >
      <ScienceOutlined sx={{ fontSize: 18, mt: '2px', color: 'primary.dark' }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontSize: 13.5 }}>
          <b>{scrapeMessages.demoTargetsTitle}</b> {kind === 'accounts' ? scrapeMessages.demoTargetsAccounts : scrapeMessages.demoTargetsPosts}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          {choices.map((choice) => (
            <Button
              key={choice.value}
              size="small"
              variant={taken.has(choice.value.toLowerCase()) ? 'contained' : 'outlined'}
              disabled={disabled || taken.has(choice.value.toLowerCase())}
              title={choice.title}
              aria-label={`Add ${choice.label}: ${choice.title}`}
              onClick={() => onPick(choice.value)}
              sx={{ textTransform: 'none', borderRadius: 99, py: 0.25, minWidth: 0 }}
            >
              {choice.label}
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
