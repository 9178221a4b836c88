import Box from '@mui/material/Box';

/** USERNAME and DATE ADDED above the rows, kept in view while the list scrolls; hidden on phones. */
export function ListColumnHeadings() {
  return (
    <Box
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1,
        display: { xs: 'none', sm: 'grid' },
        gridTemplateColumns: '32px minmax(0,1fr) 140px 34px',
        columnGap: 1.5,
        px: 2,
        py: 1,
        bgcolor: 'surface.header',
        borderBottom: '1px solid',
        borderColor: 'divider',
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: '0.06em',
        color: 'text.secondary',
      }}
    >
      <span />
      <span>USERNAME</span>
      <span>DATE ADDED</span>
      <span />
    </Box>
  );
}
