import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The page's disclaimer: whose accounts these are and whose rules apply. */
export function Disclaimer() {
  return (
    <Box
      component="aside"
      aria-label="Disclaimer"
      data-testid="connect-disclaimer"
      sx={{
        mt: { xs: 2.5, md: 3 },
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        gap: 1.5,
        borderRadius: '14px',
        border: '1px dashed',
        borderColor: 'tint.strongBorder',
        color: 'text.secondary',
      }}
    >
      <GavelOutlined sx={{ fontSize: 20, mt: '2px', flexShrink: 0 }} />
      <Typography variant="body2" sx={{ fontSize: 13, lineHeight: 1.6 }}>
        <b>Disclaimer:</b> OutTwit is not affiliated with or endorsed by X Corp. You connect accounts you own or are
        allowed to use, and you are responsible for following X's rules and the laws on unsolicited messages. Automated
        messaging carries a risk of limits, locks or suspensions by X; we cannot guarantee an account's standing. Your
        tokens are stored encrypted and used only to send your campaigns and check the account's health; disconnecting
        an account deletes them.
      </Typography>
    </Box>
  );
}
