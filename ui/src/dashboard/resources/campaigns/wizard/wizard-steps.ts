/** The campaign wizard's step names, in order, as its stepper shows them. */

/** The wizard's steps, in order (step numbers are 1-based in the UI). */
export const wizardSteps = ['Campaign Details', 'Select Leads', 'Create Messages', 'Configure Options'] as const;
