import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VariationStanding } from '@shared/runner/contract';
import { countOf, formatCount } from '../../components/format-count';
import { useCampaignVariations } from './campaign-variations-api';
import { CardTabLoading } from './CardTabLoading';
import { chanceBestText, intervalText, leadingText, percentText, replyRateText, variationPreview } from './variation-format';

const narrow = { display: { xs: 'inline', sm: 'none' } } as const;
const wide = { display: { xs: 'none', sm: 'inline' } } as const;

const numeric = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', px: { xs: 0.75, sm: 1.25 } } as const;

/**
 * The card's Variations tab: per variation of the template, DMs sent, replies and the reply rate with its 95%
 * interval; the variation leading (with its probability of being the best) once the evidence says so, and how many
 * DMs a verdict still needs before then. It refreshes with every live change of the campaigns.
 */
export function CampaignVariations({ id, name }: { id: string; name: string }) {
  const answer = useCampaignVariations(id);
  if (answer.isPending || answer.isError) {
    return <CardTabLoading query={answer} loadingLabel="Loading variations" errorText="The variations could not be loaded." />;
  }
  const { variations, dms_before_verdict: needed, min_sent_to_lead: perVariation, not_attributed: unattributed } = answer.data;
  if (variations.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        This campaign's template has no message variations.
      </Typography>
    );
  }
  const several = variations.length > 1;
  return (
    <Box>
      <Box sx={{ maxHeight: 300, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <Table size="small" aria-label={`Variations of ${name}`} data-testid="campaign-variations" sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider' } }}>
          <TableHead>
            <TableRow
              sx={{ '& th': { fontSize: 11.5, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: { xs: '0.02em', sm: '0.06em' }, py: 0.75 } }}
            >
              <TableCell sx={{ pl: 0 }}>Variation</TableCell>
              <TableCell sx={{ ...numeric, width: { xs: 46, sm: 64 } }}>Sent</TableCell>
              <TableCell sx={{ ...numeric, width: { xs: 64, sm: 80 } }}>Replies</TableCell>
              <TableCell sx={{ ...numeric, width: { xs: 72, sm: 132 }, pr: 0 }}>
                <Box component="span" sx={narrow}>
                  Rate
                </Box>
                <Box component="span" sx={wide}>
                  Reply rate
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variations.map((variation) => (
              <VariationRow key={variation.index} variation={variation} several={several} />
            ))}
          </TableBody>
        </Table>
      </Box>
      {needed > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="variations-verdict" sx={{ fontSize: 12.5, mt: 1 }}>
          {countOf(needed, 'more DM')} before a verdict: each variation needs {formatCount(perVariation)}.
        </Typography>
      )}
      {unattributed.sent > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="variations-unattributed" sx={{ fontSize: 12.5, mt: 0.5 }}>
          {countOf(unattributed.sent, 'DM')} ({countOf(unattributed.replies, 'reply', 'replies')}) went out before variations were recorded: not attributed.
        </Typography>
      )}
    </Box>
  );
}

function VariationRow({ variation, several }: { variation: VariationStanding; several: boolean }) {
  const { text, probability_best: probability } = variation;
  return (
    <TableRow data-testid="variation-row" data-index={variation.index} data-leading={variation.leading ? 'true' : 'false'} sx={{ '& td': { py: 0.75, verticalAlign: 'top' } }}>
      <TableCell sx={{ pl: 0, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75, rowGap: 0.25, minWidth: 0 }}>
          <Box
            component="span"
            title={text ?? undefined}
            data-testid="variation-text"
            sx={{ fontSize: 13.5, minWidth: 0, overflowWrap: 'anywhere', color: text === null ? 'text.secondary' : 'text.primary' }}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {variation.index + 1}.
            </Box>{' '}
            {text === null ? 'No longer in the template' : variationPreview(text)}
          </Box>
          {variation.leading && probability !== null && (
            <Chip size="small" color="success" label={leadingText(probability)} data-testid="variation-leading" sx={{ height: 20, fontSize: 11.5, fontWeight: 700 }} />
          )}
        </Box>
        {several && probability !== null && !variation.leading && (
          <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
            {chanceBestText(probability)}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={numeric} data-testid="variation-sent">
        {formatCount(variation.sent)}
      </TableCell>
      <TableCell sx={numeric} data-testid="variation-replies">
        {formatCount(variation.replies)}
      </TableCell>
      <TableCell sx={{ ...numeric, pr: 0, whiteSpace: 'normal' }} data-testid="variation-rate" aria-label={replyRateText(variation.reply_rate, variation.reply_rate_low, variation.reply_rate_high)}>
        {variation.reply_rate === null ? (
          '–'
        ) : (
          // The interval goes under the rate when the cell is narrow, never split inside.
          <>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {percentText(variation.reply_rate)}
            </Box>{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
              {intervalText(variation.reply_rate_low, variation.reply_rate_high)}
            </Box>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
