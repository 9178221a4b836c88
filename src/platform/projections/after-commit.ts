import type { ProjectionRunnerOptions } from './projection-runner';

/** Optional provider of the projection runner's after-commit hook (live updates publish through it). */
export const AFTER_PROJECTION_COMMIT = Symbol('AfterProjectionCommit');

export type AfterProjectionCommit = NonNullable<ProjectionRunnerOptions['onCommitted']>;
