/** The completed-list id that marks a Training Center module as read. */
export const trainingStepId = (moduleId: string) => `training-${moduleId}`;

/**
 * How far through the Training Center the user is: the share of modules they have read (opened the guide of,
 * or moved on from with Next). Merely having a module selected counts for nothing, so a first visit shows 0%.
 */
export function trainingPercent(moduleIds: readonly string[], completed: readonly string[]): number {
  if (moduleIds.length === 0) return 0;
  const read = moduleIds.filter((id) => completed.includes(trainingStepId(id))).length;
  return Math.round((read / moduleIds.length) * 100);
}
