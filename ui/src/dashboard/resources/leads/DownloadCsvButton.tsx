import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { exportFileName, type LeadSourceRow, leadMessages } from '@shared/leads/contract';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { usePlan } from '../../hooks/usePlan';
import { API_URL } from '../../providers/dataProvider';
import { RESOURCE } from './lead-sources-api';

/** The file name the API gives in Content-Disposition, else the specification's name. */
function fileNameOf(response: Response, sourceName: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? exportFileName(sourceName);
}

async function downloadExport(source: Pick<LeadSourceRow, 'id' | 'name'>): Promise<void> {
  const response = await fetch(`${API_URL}/${RESOURCE}/${encodeURIComponent(source.id)}/export`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw Object.assign(new Error(typeof body?.message === 'string' ? body.message : response.statusText), { status: response.status });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, source.name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Download CSV: Pro users get the source's leads as a file; others see the button locked, with a tooltip
 * saying Pro includes it. `variant` 'detail' uses the detail view's messages, 'card' the list's.
 */
export function DownloadCsvButton({
  source,
  variant,
}: {
  source: Pick<LeadSourceRow, 'id' | 'name' | 'total_leads'>;
  variant: 'card' | 'detail';
}) {
  const { plan } = usePlan();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const isPro = plan?.plan === 'pro';
  const messages =
    variant === 'detail'
      ? { empty: leadMessages.detailNothingToExport, failed: leadMessages.detailExportFailed }
      : { empty: leadMessages.nothingToExport, failed: leadMessages.exportFailed };

  const download = async () => {
    if (!isPro || busy) return;
    if (source.total_leads === 0) {
      notify(messages.empty, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await downloadExport(source);
      notify(leadMessages.exported, { type: 'success' });
    } catch (error) {
      const detail = error instanceof Error ? error.message : undefined;
      notify((error as { status?: number }).status === 403 && detail ? detail : messages.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const label = isPro ? `Download CSV of ${source.name}` : `Download CSV of ${source.name} (locked: ${leadMessages.downloadTooltip})`;
  const icon = busy ? <CircularProgress size={16} color="inherit" /> : isPro ? <FileDownloadOutlined /> : <LockOutlined />;
  const button =
    variant === 'card' ? (
      <IconButton
        size="small"
        aria-label={label}
        aria-disabled={!isPro}
        onClick={download}
        sx={{ color: isPro ? 'text.secondary' : 'text.disabled' }}
      >
        {busy ? <CircularProgress size={16} /> : isPro ? <FileDownloadOutlined fontSize="small" /> : <LockOutlined fontSize="small" />}
      </IconButton>
    ) : (
      <Button
        variant="outlined"
        aria-label={isPro ? 'Download CSV' : `Download CSV (${leadMessages.downloadTooltip})`}
        aria-disabled={!isPro}
        startIcon={icon}
        onClick={download}
        sx={isPro ? undefined : { color: 'text.disabled', borderColor: 'divider', cursor: 'default', '&:hover': { bgcolor: 'transparent', borderColor: 'divider' } }}
      >
        {busy ? 'Downloading...' : 'Download CSV'}
      </Button>
    );
  return <Tooltip title={isPro ? (variant === 'card' ? 'Download CSV' : '') : leadMessages.downloadTooltip}>{button}</Tooltip>;
}
