/**
 * Remittance document uploads with progress (spec operations §5.3, §7.6, §9.9): the file is
 * checked here first (not empty, png, jpg/jpeg or pdf, at most 5 MB; the server checks again by
 * content), signed through the SDK (`api.uploads.sign`, file name `{document}-remittance.{ext}`),
 * then posted to the signed URL with XMLHttpRequest, whose upload events give the progress that
 * `fetch` cannot.
 * @module
 */
import type { SignedUpload, UploadsApi } from '../../../src/api/uploads';

/** The largest document accepted (spec operations §9.9). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The extensions accepted, and their content types. */
const TYPES: Readonly<Record<string, readonly string[]>> = {
  png: ['image/png'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  pdf: ['application/pdf'],
};

/** The `accept` attribute of the file input. */
export const DOCUMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** Why a file is refused, before sending it or by the storage. */
export type DocumentProblem = 'empty' | 'type' | 'size';

/** The `portal` message key of each problem. */
export const DOCUMENT_PROBLEM_MESSAGES: Readonly<Record<DocumentProblem, string>> = {
  empty: 'checkoutPage.documents.empty',
  type: 'checkoutPage.documents.wrongType',
  size: 'checkoutPage.documents.tooLarge',
};

/** The file's extension in lower case ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file may be sent: not empty, its extension and (when the browser tells) its type, its
 * size. An empty file is told so whatever its name, as the storage does (issue 14, item 8).
 */
export function documentProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
): DocumentProblem | undefined {
  if (file.size === 0) return 'empty';
  const types = TYPES[extensionOf(file.name)];
  if (!types || (file.type !== '' && !types.includes(file.type))) return 'type';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return undefined;
}

/** The name the upload is signed for: `{document}-remittance.{ext}` (spec operations §5.3). */
export function signedFileName(document: string, fileName: string): string {
  const ext = extensionOf(fileName) === 'jpeg' ? 'jpg' : extensionOf(fileName);
  return `${document.replace(/\D/g, '')}-remittance.${ext}`;
}

/** A refusal of the storage: its HTTP status and the API's code and message when it sent them. */
export class DocumentUploadError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
    readonly apiMessage?: string,
  ) {
    super(apiMessage ?? `Upload failed with ${status}`);
    this.name = 'DocumentUploadError';
  }
}

/**
 * The problem a storage's refusal names, to be told in the page's language (the storage answers
 * in the browser's): FILE_EMPTY, or FILE_TOO_LARGE / any 413 (a bucket's refusal has no code).
 */
export function refusalProblem(failure: DocumentUploadError): DocumentProblem | undefined {
  if (failure.code === 'FILE_EMPTY') return 'empty';
  if (failure.code === 'FILE_TOO_LARGE' || failure.status === 413) return 'size';
  return undefined;
}

/**
 * Where to post a signed upload from this page. The platform's own storage (sandbox) is signed
 * under its public origin (`PUBLIC_ORIGIN`), which may differ from how this page reaches the
 * same platform (`127.0.0.1` vs `localhost`, an alias host); a cross-origin post would then be
 * refused by CORS. So a URL on the platform's API path (`/api/…`) is posted to the origin this
 * page already talks to, as the simulator does for the flags the API serves. A bucket's URL is
 * kept as it is.
 */
export function reachableUploadUrl(publicUrl: string, pageOrigin: string | undefined): string {
  if (!pageOrigin) return publicUrl;
  try {
    const url = new URL(publicUrl, pageOrigin);
    if (!url.pathname.startsWith('/api/')) return url.href;
    return new URL(`${url.pathname}${url.search}`, pageOrigin).href;
  } catch {
    return publicUrl;
  }
}

/** Posts `file` with the signed fields; `onProgress` gets 0–100. Answers the key to keep. */
export function postSigned(
  signed: SignedUpload,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
    form.append('file', file, fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', reachableUploadUrl(signed.public_url, globalThis.location?.origin));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(signed.fields.key);
        return;
      }
      let code: string | undefined;
      let message: string | undefined;
      try {
        const body = JSON.parse(xhr.responseText) as { code?: unknown; message?: unknown };
        code = typeof body.code === 'string' ? body.code : undefined;
        message = typeof body.message === 'string' ? body.message : undefined;
      } catch {
        // A bucket answers XML; the status is enough.
      }
      reject(new DocumentUploadError(xhr.status, code, message));
    };
    xhr.onerror = () => reject(new DocumentUploadError(0));
    xhr.send(form);
  });
}

/** Signs then uploads a document; `onProgress` gets 0–100. Answers the storage key. */
export async function uploadDocument(
  uploads: Pick<UploadsApi, 'sign'>,
  document: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  onProgress(0);
  const name = signedFileName(document, file.name);
  const signed = await uploads.sign(name, 'remittance');
  return postSigned(signed, file, name, onProgress);
}
