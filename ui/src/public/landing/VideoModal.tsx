import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { DemoVideoPlayer } from './DemoVideoPlayer';
import { demoVideoSource } from './demo-video-source';

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
        {open && <DemoVideoPlayer source={demoVideoSource()} title="OutTwit demo" autoPlay />}
      </Box>
    </Dialog>
  );
}
