/**
 * Uploads of a limit-increase request's files (spec platform §5 "Attachments": png, jpg/jpeg or
 * pdf, at most 5 MB): the same checks and signed upload as the checkout's documents
 * (`checkout/document-upload.ts`), signed for the `limit-increase` resource with the file name
 * `{document}-limit-increase.{ext}`.
 * @module
 */
import type { UploadsApi } from '../../../src/api/uploads';
import { extensionOf, postSigned } from '../checkout/document-upload';

export {
  DOCUMENT_ACCEPT,
  documentProblem,
  refusalProblem,
  DocumentUploadError,
  type DocumentProblem,
} from '../checkout/document-upload';

/** The `portal` message key of each refusal, in this screen's words. */
export const LIMIT_FILE_PROBLEMS = {
  empty: 'limitUpdates.empty',
  type: 'limitUpdates.wrongType',
  size: 'limitUpdates.tooLarge',
} as const;

/** The name the file is signed for: `{document}-limit-increase.{ext}`. */
export function limitFileName(document: string, fileName: string): string {
  const ext = extensionOf(fileName) === 'jpeg' ? 'jpg' : extensionOf(fileName);
  return `${document.replace(/[^0-9A-Za-z]/g, '')}-limit-increase.${ext}`;
}

/** Signs then uploads one file; `onProgress` gets 0–100. Answers the storage key. */
export async function uploadLimitFile(
  uploads: Pick<UploadsApi, 'sign'>,
  document: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  onProgress(0);
  const name = limitFileName(document, file.name);
  const signed = await uploads.sign(name, 'limit-increase');
  return postSigned(signed, file, name, onProgress);
}
