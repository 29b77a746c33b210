// Where a site form's submissions are emailed (spec §5 editing UI strings): an address the owner types, or none to send
// nothing, and the subject of those emails, needed whenever there is an address.
import { EMAIL_SUBJECT_REQUIRED_MESSAGE, emailFormatMessage } from './editing-messages.ts';
import { isValidEmail } from './email.ts';

export const EXAMPLE_NOTIFY_EMAIL = 'name@example.com';
export const MAX_EMAIL_SUBJECT_LENGTH = 200;
export const subjectTooLongMessage = () => `An email subject can be at most ${MAX_EMAIL_SUBJECT_LENGTH} characters.`;

export type FormNotification = { notifyEmail: string | null; notifySubject: string | null };
export type NotificationProblem = { field: 'notifyEmail' | 'notifySubject'; message: string };

/** Trimmed, with '' as none. */
export function cleanNotification(input: FormNotification): FormNotification {
  const email = input.notifyEmail?.trim() ?? '';
  const subject = input.notifySubject?.trim() ?? '';
  return { notifyEmail: email || null, notifySubject: subject || null };
}

/** What is wrong with a form's notification: an address not formatted as an email, an address with no subject. */
export function notificationProblems(input: FormNotification): NotificationProblem[] {
  const { notifyEmail, notifySubject } = cleanNotification(input);
  const problems: NotificationProblem[] = [];
  if (notifyEmail && !isValidEmail(notifyEmail)) problems.push({ field: 'notifyEmail', message: emailFormatMessage(EXAMPLE_NOTIFY_EMAIL) });
  if (notifyEmail && !notifySubject) problems.push({ field: 'notifySubject', message: EMAIL_SUBJECT_REQUIRED_MESSAGE });
  if (notifySubject && notifySubject.length > MAX_EMAIL_SUBJECT_LENGTH)
    problems.push({ field: 'notifySubject', message: subjectTooLongMessage() });
  return problems;
}
