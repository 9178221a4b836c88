import { LEAD_LIMITS, leadMessages } from '@shared/leads/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { parsedRequestResolver } from '../../forms/request-resolver';
import { useRefreshAfterCommand } from '../../hooks/useRefreshAfterCommand';
import { type PreviewResult, previewFile } from './lead-file';
import { leadsPath } from './lead-sources-api';
import { nameFromFile, type UploadDraft, type UploadFormValues, uploadFormProblem, uploadFormSchema } from './upload-form';
import { isCreateRefusal, type UploadProgress, uploadLeadFile } from './upload-file';

export type UploadFailure = { title: string | null; message: string };

/**
 * The upload form's state: the file and the name checked with the form's schema (its message under the form
 * and, when sent anyway, in a toast), the file's preview with its username column, and the upload with its
 * progress; a refusal lands under the form, said apart when the file was read but the source not created.
 */
export function useUploadForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const refreshAfter = useRefreshAfterCommand();
  const form = useForm<UploadDraft, unknown, UploadFormValues>({
    resolver: parsedRequestResolver(uploadFormSchema, (draft: UploadDraft) => draft),
    shouldFocusError: false,
    defaultValues: { file: null, name: '' },
  });
  const { control, getValues, setValue, handleSubmit } = form;
  const [file, name] = useWatch({ control, name: ['file', 'name'] });
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = progress !== null;

  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (chosen: File | null | undefined) => {
    setFailure(null);
    setValue('file', chosen ?? null);
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > LEAD_LIMITS.maxUploadBytes) {
      setPreview({ ok: false, message: leadMessages.fileTooLarge });
      return;
    }
    if (getValues('name').trim() === '') setValue('name', nameFromFile(chosen));
    setReading(true);
    const result = await previewFile(chosen);
    setReading(false);
    setPreview(result);
  };

  const problem = uploadFormProblem({ file, name });
  const ready = problem === null && preview?.ok === true;

  const upload = async (values: UploadFormValues) => {
    if (preview?.ok !== true) {
      notify(preview && !preview.ok ? preview.message : leadMessages.usernameColumnRequired, { type: 'warning' });
      return;
    }
    setFailure(null);
    abort.current = new AbortController();
    setProgress({ phase: 'uploading', sent: 0, total: values.file.size });
    try {
      const answer = await uploadLeadFile(values.name, values.file, setProgress, abort.current.signal);
      // The file read, then the source made: both said, in that order.
      notify(answer.message || leadMessages.fileProcessed(answer.total_leads), { type: 'success' });
      notify(leadMessages.created, { type: 'success' });
      refreshAfter(answer.readSideBehind);
      navigate(leadsPath());
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const created = isCreateRefusal(error);
      setFailure(created ? { title: leadMessages.createFailed, message: detail } : { title: null, message: leadMessages.processFailed(detail) });
      notify(created ? leadMessages.createFailed : leadMessages.processFailed(detail), { type: 'error' });
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const refuse = (errors: FieldErrors<UploadDraft>) => {
    const message = errors.root?.message ?? errors.name?.message;
    if (message) notify(message, { type: 'warning' });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) void handleSubmit(upload, refuse)();
  };

  return {
    file,
    name,
    setName: (typed: string) => setValue('name', typed),
    choose,
    preview,
    reading,
    progress,
    failure,
    busy,
    ready,
    problem,
    submit,
  };
}
