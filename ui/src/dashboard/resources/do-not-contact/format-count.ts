/** A count as the list shows it: 10,000 rather than 10000. */
export const formatCount = (n: number) => n.toLocaleString('en-US');
