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

/** Each URL on one line, never broken mid-word: a long one ends in an ellipsis and shows whole on hover. */
function Urls({ urls, maxWidth = '100%' }: { urls: string[]; maxWidth?: number | string }) {
  if (!urls?.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0, maxWidth }}>
      {urls.map((url) => (
        <Link
          key={url}
          href={/^https?:\/\//i.test(url) ? url : `https://${url}`}
          target="_blank"
          rel="noopener noreferrer nofollow"
          title={url}
          data-testid="lead-url"
          sx={{ fontSize: 13, display: 'block', maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {url.replace(/^https?:\/\//i, '')}
        </Link>
      ))}
    </Box>
  );
}

/** The uploaded file's other columns (kept as metadata) that are not already a lead field. */
function metadataColumns(rows: LeadRow[], extraColumns: readonly string[]): string[] {
  const present = new Set(rows.flatMap((lead) => Object.keys(lead.metadata ?? {})));
  const ordered = extraColumns.filter((column) => present.has(column));
  return [...ordered, ...[...present].filter((column) => !ordered.includes(column))];
}

/** A page of leads as a table on wide screens: the specification's columns in order, then the file's other columns. */
export function LeadsTable({ rows, extraColumns }: { rows: LeadRow[]; extraColumns: readonly string[] }) {
  const extra = metadataColumns(rows, extraColumns);
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
            {extra.map((column) => (
              <TableCell key={`extra-${column}`} sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.secondary', fontSize: 12.5 }}>
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
                <Urls urls={lead.bio_urls} maxWidth={200} />
              </TableCell>
              <TableCell sx={{ maxWidth: 200 }}>
                <Urls urls={lead.urls} maxWidth={200} />
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>{lead.location}</TableCell>
              <TableCell>{lead.verified ? <VerifiedBadge /> : null}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {count(lead.followers_count)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {count(lead.following_count)}
              </TableCell>
              {extra.map((column) => (
                <TableCell key={`extra-${column}`} sx={{ minWidth: 100, fontSize: 13 }}>
                  {lead.metadata?.[column] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The same page of leads as stacked cards on a phone. */
export function LeadsCards({ rows, extraColumns }: { rows: LeadRow[]; extraColumns: readonly string[] }) {
  const extra = metadataColumns(rows, extraColumns);
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
          {extra.some((column) => lead.metadata?.[column]) && (
            <Box component="dl" sx={{ m: 0, mt: 0.75, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, fontSize: 13 }}>
              {extra
                .filter((column) => lead.metadata?.[column])
                .map((column) => (
                  <Box key={column} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {column}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {lead.metadata[column]}
                    </Box>
                  </Box>
                ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
