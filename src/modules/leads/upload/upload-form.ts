import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { DomainError } from '../../../platform/http/domain-error';
import { LEAD_LIMITS, leadMessages } from '../contract';
import { storable } from './lead-record';

/** What the form's parts are handed to. */
export interface UploadFormSteps<T> {
  /** The `name` field; a rejection refuses the upload before a byte of the file is parsed. */
  name(value: string): Promise<void>;
  /** The `file` part, once its name was accepted. */
  file(chunks: AsyncIterable<Buffer>, info: busboy.FileInfo): Promise<T>;
}

export interface UploadFormResult<T> {
  name: string;
  fileName: string | undefined;
  parsed: T;
}

/** Bytes of a refused upload read and thrown away so that its client can read the answer; past them, the connection is cut. */
const MAX_DISCARDED_BYTES = LEAD_LIMITS.maxUploadBytes + 1024 * 1024;

const nameAndFileRequired = () => new DomainError(leadMessages.fileAndNameRequired, 'file_and_name_required');

/**
 * One multipart upload read as it arrives: the name must come before the file (so that a taken or blank name is
 * refused before the file is parsed), a single `file` part is parsed, at most 50 MB. Any refusal settles `done`
 * at once: the form stops being read, the file being parsed is destroyed, and the rest of the body is read and
 * thrown away (so the client, still sending, gets the answer) up to a bound.
 */
export class UploadForm<T> {
  readonly done: Promise<UploadFormResult<T>>;
  /** Settles once nothing of the file is parsed any more (after a refusal too). */
  parsing: Promise<unknown> = Promise.resolve();
  private settled = false;
  private closeAfterAnswer = false;
  private discarding = false;
  private form?: busboy.Busboy;
  private file?: Readable;
  private resolveDone!: (result: UploadFormResult<T>) => void;
  private rejectDone!: (error: unknown) => void;

  constructor(
    private readonly request: IncomingMessage,
    private readonly response: ServerResponse,
    steps: UploadFormSteps<T>,
  ) {
    this.done = new Promise<UploadFormResult<T>>((resolve, reject) => {
      this.resolveDone = resolve;
      this.rejectDone = reject;
    });
    this.done.catch(() => undefined);
    let form: busboy.Busboy;
    try {
      form = busboy({
        headers: request.headers,
        limits: { fileSize: LEAD_LIMITS.maxUploadBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
      });
    } catch {
      this.refuse(nameAndFileRequired());
      return;
    }
    this.form = form;
    let name: string | undefined;
    let nameChecked: Promise<void> | undefined;
    let fileName: string | undefined;
    let parsed: Promise<T> | undefined;
    form.on('field', (field, value) => {
      if (field !== 'name' || nameChecked || this.settled) return;
      name = value;
      nameChecked = steps.name(value);
      nameChecked.catch((error: unknown) => this.refuse(error));
    });
    form.on('file', (field, file: Readable, info) => {
      // A form cut short errors its open file stream: the form's outcome reports it, never an unhandled error.
      file.on('error', () => undefined);
      if (this.settled || (nameChecked && (field !== 'file' || parsed))) {
        file.resume();
        return;
      }
      if (!nameChecked) {
        file.resume();
        this.refuse(new DomainError(leadMessages.nameBeforeFile, 'name_before_file'));
        return;
      }
      this.file = file;
      fileName = info.filename ? storable(info.filename).slice(0, 255) : undefined;
      file.on('limit', () => this.refuse(new DomainError(leadMessages.fileTooLarge, 'file_too_large', 'too_large')));
      const accepted = nameChecked;
      parsed = accepted.then(() => steps.file(file.iterator({ destroyOnReturn: false }), info));
      this.parsing = parsed.catch(() => undefined);
      parsed.catch((error: unknown) => this.refuse(error));
    });
    form.on('close', () => {
      if (this.settled) return;
      if (!parsed || name === undefined) {
        this.refuse(nameAndFileRequired());
        return;
      }
      const finalName = name;
      parsed.then(
        (result) => this.settle(() => this.resolveDone({ name: finalName, fileName, parsed: result })),
        () => undefined,
      );
    });
    // A broken form or a request cut off midway: the file being parsed ends with an error too.
    form.on('error', () => this.refuse(nameAndFileRequired()));
    request.on('error', () => this.refuse(nameAndFileRequired()));
    request.on('aborted', () => this.refuse(nameAndFileRequired()));
    request.pipe(form);
  }

  /** Refuses the upload (the first refusal is the answer) and stops reading it. */
  refuse(error: unknown): void {
    this.settle(() => this.rejectDone(error));
  }

  /**
   * For a shutdown: refuses an upload still being read with `error`, and cuts the connection once the answer is
   * sent, so that the server can close without waiting for the rest of a body.
   */
  interrupt(error: unknown): void {
    this.closeAfterAnswer = true;
    this.refuse(error);
    if (this.discarding) this.cutAfterAnswer();
  }

  private settle(answer: () => void): void {
    if (this.settled) return;
    this.settled = true;
    answer();
    if (this.form) {
      this.request.unpipe(this.form);
      this.form.removeAllListeners('file');
      this.form.on('error', () => undefined);
    }
    // The parser stops at once, wherever it is; its iterator no longer holds the stream.
    this.file?.destroy();
    if (!this.request.complete) this.discardRest();
  }

  private discardRest(): void {
    this.discarding = true;
    let discarded = 0;
    this.request.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) this.request.socket.destroy();
    });
    this.request.resume();
    if (this.closeAfterAnswer) this.cutAfterAnswer();
  }

  private cutAfterAnswer(): void {
    if (this.request.complete) return;
    const cut = () => this.request.socket?.destroy();
    if (this.response.writableFinished) cut();
    else this.response.once('finish', cut);
  }
}
