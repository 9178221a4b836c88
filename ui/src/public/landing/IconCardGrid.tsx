import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared/theme';

export interface IconCardCopy {
  key: string;
  title: string;
  body: string;
}

/** White cards on a light section, navy glass cards on a dark one. */
const tones = {
  light: {
    card: {
      p: { xs: 2.5, sm: 3 },
      border: `1px solid ${brand.line}`,
      bgcolor: '#fff',
      transition: 'border-color .2s ease, box-shadow .2s ease, transform .2s ease',
      '&:hover': {
        borderColor: '#c7d6ff',
        boxShadow: '0 18px 40px -24px rgba(20,66,184,.45)',
        transform: 'translateY(-2px)',
      },
    },
    icon: { width: 44, height: 44, flexShrink: 0, mb: { xs: 0, sm: 2.5 }, color: brand.blue, bgcolor: brand.blueLight },
    title: {},
    body: { color: 'text.secondary' },
  },
  dark: {
    card: {
      p: { xs: 2.5, sm: 3.5 },
      bgcolor: 'rgba(255,255,255,.05)',
      border: '1px solid rgba(255,255,255,.12)',
      backdropFilter: 'blur(6px)',
    },
    icon: { width: 46, height: 46, mb: 2.5, color: '#fff', background: 'linear-gradient(135deg, #3b7bff, #1442b8)' },
    title: { color: '#fff' },
    body: { color: 'rgba(255,255,255,.7)' },
  },
} as const;

/**
 * Cards of an icon, a title and a short text: one column on phones (icon beside the text),
 * two on tablets and four on desktops (icon above the text).
 */
export function IconCardGrid({
  cards,
  icons,
  tone,
  testId,
}: {
  cards: readonly IconCardCopy[];
  /** The icon of each card, by its key. */
  icons: Record<string, SvgIconComponent>;
  tone: keyof typeof tones;
  testId: string;
}) {
  const styles = tones[tone];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: { xs: 2, md: 2.5 },
      }}
    >
      {cards.map((card) => {
        const Icon = icons[card.key];
        return (
          <Box
            key={card.key}
            component="article"
            data-testid={testId}
            sx={{ display: { xs: 'flex', sm: 'block' }, gap: 2, alignItems: 'flex-start', borderRadius: 3.5, ...styles.card }}
          >
            <Box sx={{ borderRadius: 2.5, display: 'grid', placeItems: 'center', ...styles.icon }}>
              <Icon />
            </Box>
            <Box>
              <Typography
                variant="h6"
                component="h3"
                sx={{ fontSize: { xs: 17, sm: 18 }, mb: { xs: 0.5, sm: 1 }, ...styles.title }}
              >
                {card.title}
              </Typography>
              <Typography sx={{ fontSize: 15, lineHeight: 1.6, ...styles.body }}>{card.body}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
