import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type KeyboardEvent, useRef } from 'react';

/**
 * A card's small row of tabs (Overview, History): a tablist whose arrow keys, Home and End move between the
 * tabs, the chosen one underlined. Lighter than MUI's Tabs, which also scrolls and animates.
 */
export function CardTabs<T extends string>({
  idPrefix,
  label,
  tabs,
  value,
  onChange,
}: {
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    onChange(tabs[target]!.value);
    buttons.current[target]?.focus();
  };
  return (
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', gap: 0.5, borderBottom: '1px solid', borderColor: 'divider' }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-${tab.value}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
            sx={{
              px: 1.25,
              py: 0.75,
              mb: '-1px',
              fontSize: 13.5,
              fontWeight: 600,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: '2px solid',
              borderColor: selected ? 'primary.main' : 'transparent',
              transition: 'color .12s ease, border-color .12s ease',
              '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
