import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { guideVideo } from './connect-links';
import { dialogPaperSx } from './dialog-parts';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/** A guide video filling the width it is given, 16:9: the browser's player for a file, an iframe for an embed page. */
export function GuideVideoPlayer({ url, title }: { url: string; title: string }) {
  const video = guideVideo(url);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: '12px', overflow: 'hidden', bgcolor: '#000' }}>
      {video.kind === 'embed' ? (
        <Box
          component="iframe"
          src={video.url}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          sx={fill}
        />
      ) : (
        <Box component="video" controls playsInline preload="metadata" poster={video.poster} aria-label={title} sx={{ ...fill, objectFit: 'contain' }}>
          <source src={video.url} type={video.type} />
          <a href={video.url}>Download the video</a>
        </Box>
      )}
    </Box>
  );
}

/** A guide video in a modal (the video guide, the proxy setup guide); Escape, a click outside or Close end it. */
export function VideoGuideDialog({
  open,
  title,
  url,
  children,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  url: string;
  children?: ReactNode;
  onClose(): void;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid={testId}
      slotProps={{ paper: { sx: dialogPaperSx } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pb: 3 }}>
        {children && (
          <Typography component="div" color="text.secondary" sx={{ mb: 2, fontSize: 14.5, lineHeight: 1.6 }}>
            {children}
          </Typography>
        )}
        {open && <GuideVideoPlayer url={url} title={title} />}
      </DialogContent>
    </Dialog>
  );
}
