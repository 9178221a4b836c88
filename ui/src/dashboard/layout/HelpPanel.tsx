import Close from '@mui/icons-material/Close';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { siteConfig } from '../../shared/site-config';
import type { PageHelp } from './help-content';

/** The help popup's content: the page's tips, then `children` (the guided tours), then how to reach us. */
export function HelpPanel({ help, onClose, children }: { help: PageHelp; onClose(): void; children: ReactNode }) {
  return (
    <>
      <Box
        sx={{
          px: 2.5,
          pt: 2,
          pb: 1.75,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          background: (theme) => theme.tokens.gradients.brand,
          color: 'primary.contrastText',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontSize: 12, fontWeight: 700, opacity: 0.8, letterSpacing: '0.08em' }}>HELP</Typography>
          <Typography sx={{ fontSize: 17, fontWeight: 700 }}>{help.title}</Typography>
        </Box>
        <IconButton aria-label="Close help" size="small" onClick={onClose} sx={{ color: 'primary.contrastText', mr: -1 }}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2.5, py: 2, display: 'grid', gap: 1.25 }}>
        {help.tips.map((tip) => (
          <Box component="li" key={tip} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <LightbulbOutlined sx={{ fontSize: 18, color: 'tint.tip', mt: '2px' }} />
            <Typography variant="body2" sx={{ color: 'text.primary', lineHeight: 1.5 }}>
              {tip}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
      <Box sx={{ px: 2.5, py: 1.75, bgcolor: 'surface.muted', borderTop: '1px solid', borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <MailOutline sx={{ fontSize: 18, color: 'primary.main', mt: '2px' }} />
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            Need a hand? Email <Link href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</Link>. Email support comes with every
            plan and we typically reply within 24 hours; Pro plans get priority support.
          </Typography>
        </Box>
      </Box>
    </>
  );
}
