import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Terminal from '@mui/icons-material/Terminal';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PanelHeader } from '../do-not-contact/PanelHeader';
import { CopyField } from './CopyField';
import { MONOSPACE } from './key-format';

/** How to call the API with a key: its base URL, a request to try, and the OpenAPI document of every route. */
export function UsingTheApi() {
  const base = `${window.location.origin}/api`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="using-the-api-title" sx={{ borderRadius: '18px', minWidth: 0 }}>
      <PanelHeader
        id="using-the-api-title"
        icon={Terminal}
        title="Using the API"
        subtitle={
          <>
            Send the key in the{' '}
            <Box component="code" sx={{ fontFamily: MONOSPACE, fontSize: 13 }}>
              Authorization
            </Box>{' '}
            header of every request. A read-only key answers 403 to changes; a revoked or expired one, 401.
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, px: { xs: 2, sm: 2.5 }, pb: { xs: 2, sm: 2.5 }, pt: 0.5 }}>
        <CopyField label="Base URL" value={base} testId="api-base-url" />
        <CopyField label="Example request" value={`curl -H "Authorization: Bearer otk_…" ${base}/campaigns`} helperText="Lists this workspace's campaigns: put your key in place of otk_…" testId="api-example" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<DescriptionOutlined />} endIcon={<OpenInNew sx={{ fontSize: 16 }} />} href="/api/docs" target="_blank" rel="noopener">
            API reference (OpenAPI)
          </Button>
          <Typography variant="body2" color="text.secondary">
            Every route, its parameters and its answers.
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
