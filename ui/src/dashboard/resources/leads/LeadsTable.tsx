import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LeadRow } from '@shared/leads/contract';
import { formatCount } from '../../components/format-count';

const COLUMNS = ['Username', 'Name', 'Bio', 'Bio URLs', 'Profile URLs', 'Location', 'Verified', 'Followers', 'Following'];

const count = (value: number | null) => (value === null || value === undefined ? '' : formatCount(value));

function VerifiedBadge() {
  return (
    <Box
      component="span"
      data-testid="verified-badge"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, height: 22, borderRadius: 99, fontSize: 12, fontWeight: 700, color: 'primary.dark', bgcolor: 'tint.primary' }}
    >
      <Verified sx={{ fontSize: 14 }} />
      Verified
    </Box>
  );
}

function Urls({ urls }: { urls: string[] }) {
  if (!urls?.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      {urls.map((url) => (
        <Link
          key={url}
          href={/^https?:\/\//i.test(url) ? url : `https://${url}`}
          target="_blank"
          rel="noopener noreferrer nofollow"
          sx={{ fontSize: 13, overflowWrap: 'anywhere' }}
        >
          {url.replace(/^https?:\/\//i, '')}
        </Link>
      ))}
    </Box>
  );
}

/** A page of leads as a table on wide screens, the specification's columns in order. */
export function LeadsTable({ rows }: { rows: LeadRow[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Leads" sx={{ minWidth: 1100, '& td, & th': { verticalAlign: 'top', py: 1.25 } }}>
        <TableHead>
          <TableRow sx={{ bgcolor: 'surface.header' }}>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'Followers' || column === 'Following' ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.secondary', fontSize: 12.5, textTransform: 'uppercase', letterSpacing: '0.04em' }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((lead) => (
            <TableRow key={lead.id} data-testid="lead-row" hover>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>@{lead.username}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>{lead.name}</TableCell>
              <TableCell sx={{ minWidth: 240, maxWidth: 360, fontSize: 13, color: 'text.secondary' }}>{lead.bio}</TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                <Urls urls={lead.bio_urls} />
              </TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                <Urls urls={lead.urls} />
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>{lead.location}</TableCell>
              <TableCell>{lead.verified ? <VerifiedBadge /> : null}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {count(lead.followers_count)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {count(lead.following_count)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The same page of leads as stacked cards on a phone. */
export function LeadsCards({ rows }: { rows: LeadRow[] }) {
  return (
    <Box component="ul" aria-label="Leads" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((lead) => (
        <Box
          component="li"
          key={lead.id}
          data-testid="lead-row"
          sx={{ px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 'none' } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, fontSize: 15 }}>@{lead.username}</Typography>
            {lead.verified && <VerifiedBadge />}
          </Box>
          {lead.name && <Typography sx={{ fontSize: 14 }}>{lead.name}</Typography>}
          {lead.bio && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {lead.bio}
            </Typography>
          )}
          <Box sx={{ mt: 0.75, display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 13, color: 'text.secondary' }}>
            {lead.location && <span>{lead.location}</span>}
            {lead.followers_count !== null && <span>{count(lead.followers_count)} followers</span>}
            {lead.following_count !== null && <span>{count(lead.following_count)} following</span>}
          </Box>
          <Box sx={{ mt: 0.5 }}>
            <Urls urls={[...(lead.bio_urls ?? []), ...(lead.urls ?? [])]} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
