import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type FilePreview, separatorNames } from './lead-file';

/** The first rows of a chosen file as the server will read them, the username column marked. */
export function FilePreviewTable({ preview }: { preview: FilePreview }) {
  const usernameHeader = preview.headers[preview.usernameColumn] ?? 'username';
  const extra = preview.headers.filter((_header, index) => index !== preview.usernameColumn);
  return (
    <Box data-testid="file-preview">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.25 }}>
        {preview.separator && <Fact label="Separator" value={separatorNames[preview.separator]} testId="preview-separator" />}
        <Fact label="Username column" value={usernameHeader} testId="preview-username-column" />
        {preview.usernameCount !== undefined && <Fact label="Usernames" value={preview.usernameCount.toLocaleString('en-US')} />}
        {extra.length > 0 && <Fact label="Other columns" value={extra.join(', ')} testId="preview-extra-columns" />}
      </Box>
      <Box sx={{ overflowX: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: '12px' }}>
        <Table size="small" aria-label={`Preview of the first ${preview.rows.length} rows`}>
          <TableHead>
            <TableRow sx={{ bgcolor: 'surface.header' }}>
              {preview.headers.map((header, index) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; columns are in file order
                  key={`${header}-${index}`}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: index === preview.usernameColumn ? 'primary.main' : 'text.primary' }}
                >
                  {header || `Column ${index + 1}`}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows are fixed lines of the file
              <TableRow key={`row-${rowIndex}`} data-testid="preview-row">
                {row.map((cell, index) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are columns in file order
                    key={`cell-${index}`}
                    sx={{
                      maxWidth: 260,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      fontWeight: index === preview.usernameColumn ? 600 : 400,
                    }}
                    title={cell}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {preview.rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The file has a header but no rows.
        </Typography>
      )}
    </Box>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.5, px: 1.25, py: 0.5, borderRadius: 99, fontSize: 12.5, bgcolor: 'tint.neutral', color: 'tint.neutralText', maxWidth: '100%' }}
    >
      <Box component="span" sx={{ fontWeight: 500 }}>
        {label}:
      </Box>
      <Box component="span" data-testid={testId} sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}
