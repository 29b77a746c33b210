// Owner-facing sentences of the editing UI (spec §5 "Editing UI strings"), copied character for character, and the
// ones the spec leaves to us for the owner's catalog.

/** 'This {tagType} already exists', e.g. 'This URL slug already exists'. */
export const alreadyExistsMessage = (tagType: string) => `This ${tagType} already exists`;
/** 'The file {fileName} is too large. The maximum allowed file size is {maxSize}' */
export const fileTooLargeMessage = (fileName: string, maxSize: string) =>
  `The file ${fileName} is too large. The maximum allowed file size is ${maxSize}`;
/** Whether a refusal is the too-large one (answered 413 over HTTP). */
export const isFileTooLargeMessage = (message: string) => / is too large\. The maximum allowed file size is /.test(message);
/** 'The file {fileName} does not appear to be a supported file' */
export const unsupportedFileMessage = (fileName: string) => `The file ${fileName} does not appear to be a supported file`;
export const FILE_NAME_REQUIRED_MESSAGE = 'Please enter a file name';
/** 'Emails must be formatted as {email}', e.g. 'Emails must be formatted as name@example.com'. */
export const emailFormatMessage = (example: string) => `Emails must be formatted as ${example}`;
export const EMAIL_SUBJECT_REQUIRED_MESSAGE = 'Add an email subject';
export const CODE_EDITING_UNAVAILABLE_MESSAGE = 'Code editing is not available on Android';
export const VIMEO_BASIC_MESSAGE = 'Vimeo Basic accounts are unsupported';
/** '{val} is not one of the expected options' */
export const notExpectedOptionMessage = (val: string) => `${val} is not one of the expected options`;
/** 'Links must be formatted as {host} or {host}', e.g. 'Links must be formatted as https://example.com or /about'. */
export const linkFormatMessage = (first: string, second: string) => `Links must be formatted as ${first} or ${second}`;
/** '{val} is not a valid page URL' */
export const invalidPageUrlMessage = (val: string) => `${val} is not a valid page URL`;
/** A short quotation of any input, for '{val} is not one of the expected options'. */
export function quoteValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
}

export const ROWS_MISSING_DATA_MESSAGE = 'One or more rows was missing data';
export const EMPTY_DATASET_MESSAGE = 'Your dataset must have at least one row or column';

// Spec §8 "Editing UI strings": what the console says when a load, an upload or a connection fails.
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';
export const NETWORK_ERROR_MESSAGE = 'Network error';
export const UNABLE_TO_CONNECT_MESSAGE = 'Unable to connect. Please try again';
/** 'Unable to load. Try again': the sentence, then a button that says the rest. */
export const PANEL_UNABLE_TO_LOAD_MESSAGE = 'Unable to load.';
export const TRY_AGAIN_LABEL = 'Try again';
export const UNABLE_TO_LOAD_COLLECTIONS_MESSAGE = 'Unable to load collections';
export const UNABLE_TO_LOCATE_CONTENT_MESSAGE = 'Unable to locate content';
export const UPLOAD_FAILED_TITLE = 'Unable to Upload File';
export const UPLOAD_FAILED_MESSAGE = 'There was a problem while uploading your file';
/** 'Error uploading {fileName}', above the server's reason for refusing one file of several. */
export const errorUploadingMessage = (fileName: string) => `Error uploading ${fileName}`;
export const UPLOAD_INCOMPLETE_MESSAGE = 'File upload failed to complete';
export const RENAME_FAILED_TITLE = 'Unable to Rename File';
export const RENAME_FAILED_MESSAGE = 'There was a problem while renaming your file';
export const PROCESSING_FAILED_MESSAGE = 'File processing failed, cancelled, or failed to complete';
export const UNABLE_TO_LOAD_RESULTS_MESSAGE = 'Unable to load results';
export const NO_JOB_DATA_MESSAGE = 'No response data from job request';

// Ours.
export const PRODUCT_IN_USE_MESSAGE =
  'This product cannot be deleted while open carts, unfinished orders or active subscriptions need it. Archive it instead.';
export const COLLECTION_NOT_EMPTY_MESSAGE = 'Move or delete the products in this collection first.';
export const LAST_VARIANT_MESSAGE = 'A product needs at least one variant.';
export const NO_SUCH_VARIANT_MESSAGE = 'No such variant.';
export const NO_SUCH_COLLECTION_MESSAGE = 'No such collection.';
export const NO_FILE_MESSAGE = 'This product has no file.';
export const fileNameTooLongMessage = (max: number) => `A file name can be at most ${max} characters.`;
export const FILE_NAME_SLASH_MESSAGE = 'A file name cannot hold / or \\.';
/** A rename keeps the file's kind: 'The name must end in .pdf, as the file does.' */
export const keepExtensionMessage = (extension: string) =>
  extension ? `The name must end in .${extension}, as the file does.` : 'The name cannot end in an extension: the file has none.';

/** A text past its length limit: "A title can be at most 200 characters." (`what` starts the sentence). */
export const tooLongMessage = (what: string, max: number) => `${what} can be at most ${max.toLocaleString('en-US')} characters.`;
