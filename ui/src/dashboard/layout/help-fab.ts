/** Where the floating help button sits: its offset from the corner and its size, per breakpoint. */
export const HELP_FAB = {
  offset: { xs: 16, md: 28 },
  size: { xs: 46, md: 52 },
} as const;

/**
 * The space a page keeps free below its content (and the scroll padding that keeps focused or scrolled-to
 * controls out from under the button): the button's height, its offset, and a margin.
 */
export const HELP_BUTTON_CLEARANCE = {
  xs: `${HELP_FAB.offset.xs + HELP_FAB.size.xs + 24}px`,
  md: `${HELP_FAB.offset.md + HELP_FAB.size.md + 24}px`,
};
