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
  ) {
    super(message);
  }
}

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
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(new UploadError(typeof message === 'string' && message ? message : request.statusText || 'Network error', request.status));
    });
    request.addEventListener('error', () => reject(new UploadError('Network error', 0)));
    request.addEventListener('abort', () => reject(new UploadError('Upload cancelled', 0)));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
