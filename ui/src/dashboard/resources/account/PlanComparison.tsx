import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BASIC_LEAD_CREDITS,
  BASIC_MONTHLY_PRICE,
  BASIC_TRIAL_DAYS,
  formatCredits,
  PRO_ACCOUNTS,
  PRO_LEAD_CREDITS,
  proMonthlyPrice,
  WORKSPACE_SEATS,
} from '@shared/billing/contract';
import { formatDollars } from './account-plan';

type Cell = string | boolean;

/** The plans side by side: the specification's capabilities, prices and lead credits. */
const rows: Array<[string, Cell, Cell, Cell]> = [
  [
    'Monthly price',
    '$0',
    formatDollars(BASIC_MONTHLY_PRICE),
    `${formatDollars(proMonthlyPrice(PRO_ACCOUNTS.min))} to ${formatDollars(proMonthlyPrice(PRO_ACCOUNTS.max))}`,
  ],
  ['Free trial', false, `${BASIC_TRIAL_DAYS} days`, false],
  ['Connected X accounts', '0', '1', `${PRO_ACCOUNTS.min} to ${PRO_ACCOUNTS.max}`],
  ['Lead credits', 'Limited', formatCredits(BASIC_LEAD_CREDITS), formatCredits(PRO_LEAD_CREDITS)],
  ['Members of the workspace', String(WORKSPACE_SEATS.free), String(WORKSPACE_SEATS.basic), String(WORKSPACE_SEATS.pro)],
  ['Lead database', 'Limited', 'Full', 'Full'],
  ['Lead scraper', false, true, true],
  ['Cloud outreach campaigns', false, true, true],
  ['Roadmap & Feedback submission and voting', false, true, true],
  ['CSV download of lead sources', false, false, true],
  ['Support', 'Community', 'Email', 'Priority'],
];

function Value({ value }: { value: Cell }) {
  if (value === true) return <Check aria-label="Included" sx={{ color: 'success.main', verticalAlign: 'middle' }} />;
  if (value === false) return <Remove aria-label="Not included" sx={{ color: 'text.disabled', verticalAlign: 'middle' }} />;
  return <>{value}</>;
}

export function PlanComparison() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="plan-comparison-title" sx={{ borderRadius: '18px', overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 }, pb: 1 }}>
        <Typography id="plan-comparison-title" variant="h6" component="h2" sx={{ fontSize: 18 }}>
          Compare plans
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Billed monthly and prorated when you change plans.
        </Typography>
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="plan-comparison-title" sx={{ minWidth: 340, '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'surface.header' } }}>
              <TableCell scope="col">Feature</TableCell>
              <TableCell scope="col" align="center">
                Free
              </TableCell>
              <TableCell scope="col" align="center">
                Basic
              </TableCell>
              <TableCell scope="col" align="center">
                Pro
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([label, ...cells]) => (
              <TableRow key={label} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, fontSize: { xs: 13, sm: 14 } }}>
                  {label}
                </TableCell>
                {cells.map((cell, index) => (
                  <TableCell key={['free', 'basic', 'pro'][index]} align="center" sx={{ fontSize: { xs: 13, sm: 14 } }}>
                    <Value value={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
