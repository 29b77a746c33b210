// Renaming a stored file (a digital product's download): the name buyers' downloads get. It must be there (spec §5
// 'Please enter a file name'), fit on any disk, and keep the file's kind, since the kind is what the download is
// served as.
import { FILE_NAME_REQUIRED_MESSAGE, FILE_NAME_SLASH_MESSAGE, fileNameTooLongMessage, keepExtensionMessage } from './editing-messages.ts';
import { MAX_FILE_NAME_LENGTH } from './store-limits.ts';

/** 'report.PDF' → 'pdf'; '' when the name has no extension ('.profile' has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Why a file now named `current` cannot be named `next` (trimmed), or null. */
export function renameProblem(current: string, next: string): string | null {
  const name = next.trim();
  if (!name) return FILE_NAME_REQUIRED_MESSAGE;
  if (name.length > MAX_FILE_NAME_LENGTH) return fileNameTooLongMessage(MAX_FILE_NAME_LENGTH);
  if (/[\\/]/.test(name)) return FILE_NAME_SLASH_MESSAGE;
  const kind = extensionOf(current);
  if (extensionOf(name) !== kind) return keepExtensionMessage(kind);
  return null;
}
