import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import Button from '@mui/material/Button';
import { hasThirdWorld, scrapeMessages, toggleThirdWorld } from '@shared/leads/scrape-contract';

/**
 * 'Add 3rd World' puts the built-in list of countries into the excluded locations; it reads 'Remove 3rd World'
 * while any of them is there, and takes them all out. `onToggle` gets the new list and the toast to show.
 */
export function ThirdWorldButton({
  locations,
  onToggle,
  disabled,
}: {
  locations: readonly string[];
  onToggle(locations: string[], message: string): void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outlined"
      disabled={disabled}
      startIcon={<PublicOffOutlined />}
      sx={{ whiteSpace: 'nowrap', height: 40 }}
      onClick={() => {
        const result = toggleThirdWorld(locations);
        onToggle(result.locations, result.message);
      }}
    >
      {hasThirdWorld(locations) ? scrapeMessages.removeThirdWorld : scrapeMessages.addThirdWorld}
    </Button>
  );
}
