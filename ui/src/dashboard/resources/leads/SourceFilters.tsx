import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { sourceTypeLabels, sourceTypes, statusFilterChoices, sourceStatusLabels } from '@shared/leads/contract';
import { SearchField } from '../../components/SearchField';
import { type SortChoice, sortChoices, type StatusFilter, type TypeFilter } from './useLeadSourceList';

/** Search by name, filters by type and status, and the sort. */
export function SourceFilters({
  search,
  onSearch,
  type,
  onType,
  status,
  onStatus,
  sort,
  onSort,
}: {
  search: string;
  onSearch(value: string): void;
  type: TypeFilter;
  onType(value: TypeFilter): void;
  status: StatusFilter;
  onStatus(value: StatusFilter): void;
  sort: SortChoice;
  onSort(value: SortChoice): void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) repeat(3, minmax(150px, 1fr))' },
        gap: 1.5,
        alignItems: 'center',
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <Box sx={{ '& > div': { p: 0 } }}>
        <SearchField label="Search lead sources" placeholder="Search by name" value={search} onChange={onSearch} />
      </Box>
      <TextField select size="small" label="Type" value={type} onChange={(event) => onType(event.target.value as TypeFilter)}>
        <MenuItem value="all">All types</MenuItem>
        {sourceTypes.map((value) => (
          <MenuItem key={value} value={value}>
            {sourceTypeLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Status" value={status} onChange={(event) => onStatus(event.target.value as StatusFilter)}>
        <MenuItem value="all">All statuses</MenuItem>
        {statusFilterChoices.map((value) => (
          <MenuItem key={value} value={value}>
            {sourceStatusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sort}
        onChange={(event) => onSort(event.target.value as SortChoice)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {sortChoices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
