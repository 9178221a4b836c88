/** The followers and following filters' modes and the labels the form shows for them. */

export const filterTypes = ['greater', 'less', 'between'] as const;
export type FilterType = (typeof filterTypes)[number];
export const filterTypeLabels: Readonly<Record<FilterType, string>> = {
  greater: 'Greater than',
  less: 'Less than',
  between: 'Between',
};
