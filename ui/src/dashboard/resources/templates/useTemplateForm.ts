import { zodResolver } from '@hookform/resolvers/zod';
import { type TemplateBody, type TemplateInput, type TemplateRow, templateSchema } from '@shared/campaigns/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CommandRefused } from '../../hooks/command-failure';
import { refusedField, useSaveTemplate } from './templates-api';
import { firstErrorMessage, focusAfterRemoval, insertAtCursor, removeVariation } from './variations';

const blank = (template: TemplateRow | null): TemplateBody => ({
  name: template?.name ?? '',
  messages: template && template.messages.length > 0 ? [...template.messages] : [''],
});

/**
 * The template form's state: name and variations checked with the API's own schema (its messages, word for
 * word), the variation last focused (where inserts go), and the save, whose refusal lands beside its field.
 */
export function useTemplateForm({ open, template, onSaved }: { open: boolean; template: TemplateRow | null; onSaved(saved: TemplateRow): void }) {
  const form = useForm<TemplateBody, unknown, TemplateInput>({
    resolver: zodResolver(templateSchema),
    // Checked when saving only; an edit clears its field's message until the next save.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: blank(null),
  });
  const { control, setValue, getValues, clearErrors, setError, reset, handleSubmit } = form;
  const messages = useWatch({ control, name: 'messages' });
  const [focused, setFocused] = useState(0);
  const fields = useRef<(HTMLTextAreaElement | null)[]>([]);
  const save = useSaveTemplate();

  // The form starts from the template when the modal opens; a refetch of the list while it is open keeps what is typed.
  const opened = useRef(template);
  opened.current = template;
  const templateId = template?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another template edited starts the form again
  useEffect(() => {
    if (!open) return;
    reset(blank(opened.current));
    setFocused(0);
  }, [open, templateId]);

  const setMessages = (next: string[]) => {
    setValue('messages', next);
    clearErrors('messages');
  };
  const setMessage = (index: number, text: string) => setMessages(getValues('messages').map((message, i) => (i === index ? text : message)));

  /** Puts `text` at the cursor of the message last focused (at its end when it never had the cursor). */
  const insert = (text: string) => {
    const current = getValues('messages');
    const index = Math.min(focused, current.length - 1);
    const field = fields.current[index];
    const message = current[index] ?? '';
    const { message: next, cursor } = insertAtCursor(message, text, field?.selectionStart ?? undefined, field?.selectionEnd ?? undefined);
    setMessage(index, next);
    requestAnimationFrame(() => {
      const target = fields.current[index];
      if (!target) return;
      target.focus();
      target.setSelectionRange(cursor, cursor);
    });
  };

  const addVariation = () => {
    const count = getValues('messages').length;
    setMessages([...getValues('messages'), '']);
    setFocused(count);
    requestAnimationFrame(() => fields.current[count]?.focus());
  };

  const remove = (index: number) => {
    setMessages(removeVariation(getValues('messages'), index));
    setFocused((current) => focusAfterRemoval(current, index));
  };

  const submitValid = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: templateId, body }));
    } catch (error) {
      if (error instanceof CommandRefused) setError(refusedField(error), { type: 'refused', message: error.message });
    }
  });

  const submit = (event: FormEvent, busy: boolean) => {
    // The dialog is rendered in a portal but sits inside the page's form in React's tree: its submit stops here.
    event.stopPropagation();
    if (busy) {
      event.preventDefault();
      return;
    }
    void submitValid(event);
  };

  const errors = form.formState.errors;
  return {
    control,
    messages,
    focused,
    setFocused,
    fields,
    setMessage,
    insert,
    addVariation,
    remove,
    submit,
    saving: save.isPending,
    nameError: errors.name?.message,
    messagesError: firstErrorMessage(errors.messages),
    clearNameError: () => clearErrors('name'),
  };
}

export type TemplateForm = ReturnType<typeof useTemplateForm>;
