import type { UploadAnswer } from '@shared/leads/contract';
import { parseAnswer } from '../../../shared/parse-answer';
import { API_URL, READ_SIDE_BEHIND } from '../../providers/dataProvider';
import { uploadAnswer } from './lead-answers';
import { RESOURCE } from './lead-sources-api';

export interface UploadProgress {
  /** 'uploading' while the file is sent; 'importing' once it is all sent and the server parses and writes it. */
  phase: 'uploading' | 'importing';
  sent: number;
  total: number;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's error code, when it answered one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Refusals of the source itself (its name, the free plan's 3 sources, the credits): the file was read, the source not created. */
const CREATE_REFUSALS: readonly string[] = ['name_taken', 'source_exists', 'free_source_limit', 'lead_credits_exceeded'];

/** Whether an upload failed at creating the source ('Failed to create lead source') rather than at reading the file. */
export const isCreateRefusal = (error: unknown): boolean => error instanceof UploadError && error.code !== undefined && CREATE_REFUSALS.includes(error.code);

/**
 * Sends a lead file as multipart form data (the name first, then the file) with XMLHttpRequest, whose upload
 * events report progress; fetch has none for request bodies. Resolves with the API's answer, or rejects with
 * an UploadError carrying the API's message.
 */
export function uploadLeadFile(
  name: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer & { readSideBehind: boolean }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('name', name);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}/${RESOURCE}/upload`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress({ phase: event.loaded >= total ? 'importing' : 'uploading', sent: event.loaded, total });
    });
    request.upload.addEventListener('load', () => onProgress({ phase: 'importing', sent: file.size, total: file.size }));
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body && typeof body === 'object') {
        try {
          const answer = parseAnswer(`POST ${API_URL}/${RESOURCE}/upload`, uploadAnswer, body);
          resolve({ ...answer, readSideBehind: request.getResponseHeader(READ_SIDE_BEHIND) === 'true' });
        } catch (error) {
          reject(error);
        }
        return;
      }
      const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
      reject(
        new UploadError(
          typeof message === 'string' && message ? message : request.statusText || 'Network error',
          request.status,
          typeof code === 'string' ? code : undefined,
        ),
      );
    });
    request.addEventListener('error', () => reject(new UploadError('Network error', 0)));
    request.addEventListener('abort', () => reject(new UploadError('Upload cancelled', 0)));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
