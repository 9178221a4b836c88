import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { siteConfig } from '../../shared/site-config';

/** The embed address with autoplay switched on. */
function autoplayUrl(url: string): string {
  return url + (url.includes('?') ? '&' : '?') + 'autoplay=1&rel=0';
}

/** The demo video's player, playing at once and filling its positioned parent. */
export function DemoVideoPlayer({ title }: { title: string }) {
  return (
    <Box
      component="iframe"
      src={autoplayUrl(siteConfig.demoVideoUrl)}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
    />
  );
}

/** The demo video in a modal; it closes on a click on the backdrop or on the close button. */
export function VideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-label="OutTwit demo video"
      slotProps={{
        paper: { sx: { bgcolor: '#000', borderRadius: { xs: 2, md: 3 }, overflow: 'visible', m: { xs: 1.5, sm: 4 } } },
        backdrop: { sx: { bgcolor: 'rgba(6,12,30,.82)', backdropFilter: 'blur(4px)' } },
      }}
      data-testid="video-modal"
    >
      <IconButton
        aria-label="Close video"
        onClick={onClose}
        sx={{
          position: 'absolute',
          top: { xs: -48, sm: -20 },
          right: { xs: 0, sm: -20 },
          bgcolor: '#fff',
          color: '#0b1426',
          boxShadow: 3,
          zIndex: 1,
          '&:hover': { bgcolor: '#eef2ff' },
        }}
      >
        <CloseRounded />
      </IconButton>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 'inherit', overflow: 'hidden' }}>
        {open && <DemoVideoPlayer title="OutTwit demo" />}
      </Box>
    </Dialog>
  );
}
