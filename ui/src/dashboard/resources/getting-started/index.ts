/** The getting-started checklist shown on the dashboard home until its six steps are done. */
export { GettingStartedChecklist } from './GettingStartedChecklist';
export { checklistOf, nextStepOf, type StepId } from './checklist';
