import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BASIC_TRIAL_DAYS, PRO_ACCOUNTS } from '@shared/billing/contract';
import { useState } from 'react';

const questions: Array<[string, string]> = [
  [
    'Is there a free trial?',
    `Basic comes with a ${BASIC_TRIAL_DAYS}-day free trial; Pro has none. Cancel before the trial ends and you are not charged.`,
  ],
  [
    'How does billing work when I change plans?',
    'Plans are billed monthly and prorated. An upgrade takes effect at once and the prorated difference for the rest of the billing cycle is charged immediately; the net amount appears on your next invoice. A downgrade takes effect at the end of the billing cycle.',
  ],
  [
    'How many X accounts can I connect?',
    `Basic connects 1 X account. Pro connects ${PRO_ACCOUNTS.min} to ${PRO_ACCOUNTS.max}: choose the number with the slider, and change it whenever you need to.`,
  ],
  [
    'How do I cancel?',
    'Use Cancel Subscription on this page (disconnect all but one X account first). Manage Billing opens the billing portal, where you can also update your card and download invoices.',
  ],
  ['Do you offer refunds?', 'Refunds are generally not offered; cancel before a renewal to avoid the next charge.'],
];

/** The billing questions, one answer open at a time. */
export function BillingFaq() {
  const [open, setOpen] = useState<number | false>(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="billing-faq-title" sx={{ borderRadius: '18px', overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 }, pb: 1 }}>
        <Typography id="billing-faq-title" variant="h6" component="h2" sx={{ fontSize: 18 }}>
          Billing FAQ
        </Typography>
      </Box>
      {questions.map(([question, answer], index) => (
        <Accordion
          key={question}
          expanded={open === index}
          onChange={(_, expanded) => setOpen(expanded ? index : false)}
          disableGutters
          elevation={0}
          square
          sx={{ borderTop: '1px solid', borderColor: 'divider', '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: { xs: 2, sm: 3 } }}>
            <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 0 }}>
            <Typography color="text.secondary" sx={{ fontSize: 14, lineHeight: 1.6 }}>
              {answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Paper>
  );
}
