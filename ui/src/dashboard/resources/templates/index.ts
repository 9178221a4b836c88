/** Message templates: the create/edit modal (with its live preview) and the user's templates. */
export { TemplateModal } from './TemplateModal';
export { TemplatePreview } from './TemplatePreview';
export { TEMPLATES, useDeleteTemplate, useTemplates } from './templates-api';
