import LockOutlined from '@mui/icons-material/LockOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { leadMessages } from '@shared/leads/contract';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { usePlan } from '../../hooks/usePlan';
import { BackLink } from './BackLink';
import { FreePlanHeader } from './FreePlanHeader';
import { leadsPath, useLeadCredits } from './lead-sources-api';

interface Choice {
  key: string;
  title: string;
  description: string;
  icon: typeof SvgIcon;
  to: string;
  /** A line under the description: a lock, or 'Coming soon'. */
  note?: React.ReactNode;
  disabled?: boolean;
}

/** /dashboard/leads/new (and /add): 'Choose Lead Source Type' with the scraper, CSV upload and the database. */
export function ChooseTypePage() {
  const { plan } = usePlan();
  const { data: credits } = useLeadCredits();
  const isFree = plan?.plan === 'free';
  const full = credits !== undefined && !credits.can_create;
  const exhausted = credits !== undefined && credits.used >= credits.limit;

  const choices: Choice[] = [
    {
      key: 'scraper',
      title: 'X/Twitter Scraper',
      description: 'Collect the followers and following of up to 5 accounts, or the retweeters and likers of up to 20 posts.',
      icon: TravelExploreOutlined,
      to: isFree ? '/dashboard/account' : leadsPath('new/scraper'),
      disabled: !isFree && exhausted,
      note: isFree ? <LockNote text="Upgrade Your Plan" /> : undefined,
    },
    {
      key: 'csv',
      title: 'Upload CSV',
      description: 'Upload a CSV or JSON file of X usernames; extra columns are kept with each lead.',
      icon: UploadFileOutlined,
      to: leadsPath('new/csv'),
      disabled: full,
    },
    {
      key: 'dataset',
      title: 'OutTwit Database',
      description: 'Search our database of X profiles by bio keywords, location, followers and verified status.',
      icon: StorageOutlined,
      to: leadsPath('new/dataset'),
      disabled: full,
    },
  ];

  return (
    <Box>
      <BackLink />
      <PageHeader title={leadMessages.chooseType} subtitle="Where should the leads of your new source come from?" />
      {isFree && <FreePlanHeader count={credits?.source_count} max={credits?.max_sources ?? 3} />}
      {full && exhausted && (
        <Typography role="alert" sx={{ mb: 2.5, p: 1.5, borderRadius: '10px', bgcolor: 'tint.danger', color: 'error.main', fontWeight: 600 }}>
          {credits?.plan === 'free' ? leadMessages.creditsExhaustedFree : leadMessages.creditsExhaustedPaid}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Lead source types"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}
      >
        {choices.map((choice) => (
          <Box component="li" key={choice.key}>
            <TypeChoice choice={choice} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function TypeChoice({ choice }: { choice: Choice }) {
  const Icon = choice.icon;
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', height: '100%', opacity: choice.disabled ? 0.55 : 1, overflow: 'hidden' }}>
      <ButtonBase
        component={RouterLink}
        to={choice.to}
        disabled={choice.disabled}
        aria-disabled={choice.disabled}
        data-testid={`type-${choice.key}`}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          textAlign: 'left',
          gap: 1.25,
          p: 2.5,
          width: '100%',
          height: '100%',
          transition: 'background-color .12s ease',
          '&:hover': { bgcolor: 'surface.rowHover' },
        }}
      >
        <Box
          sx={{ width: 48, height: 48, borderRadius: '14px', display: 'grid', placeItems: 'center', color: 'primary.main', background: (theme) => theme.tokens.gradients.iconTile }}
        >
          <Icon />
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
          {choice.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.55 }}>
          {choice.description}
        </Typography>
        {choice.note && <Box sx={{ mt: 'auto', pt: 0.5 }}>{choice.note}</Box>}
      </ButtonBase>
    </Paper>
  );
}

function LockNote({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 13, fontWeight: 700, color: 'primary.main' }}>
      <LockOutlined sx={{ fontSize: 16 }} />
      {text}
    </Box>
  );
}
