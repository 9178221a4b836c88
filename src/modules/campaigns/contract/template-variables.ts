/**
 * What a template's message may contain for personalise.ts to replace: the placeholder the template modal's
 * button inserts and the variables it offers.
 */

/** The placeholder the template modal's button inserts. */
export const FIRST_NAME_PLACEHOLDER = '[First Name]';

/** The variables a message may use (personalise.ts replaces them). */
export const TEMPLATE_VARIABLES = ['{username}', '{name}', '{first_name}', '{followers_count}', '{custom1}', '{custom2}'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
