// A page's password (updatePage's password: visitors see the lock screen until they give it). The API never answers
// the password, only whether the page is locked: a locked page says so (spec §8 'This page is locked.'), a new
// password replaces the old one, and the owner may remove it.
import { THIS_PAGE_IS_LOCKED_MESSAGE } from '../../../../domain/pages.ts';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';

/** The password part of updatePage's input: left out while the field is empty and removal is not asked for. */
export function passwordChange(form: FormData): { password?: string } {
  if (form.get('removePassword') === 'on') return { password: '' };
  const password = String(form.get('password') ?? '');
  return password ? { password } : {};
}

export function PagePassword({ locked, errors }: { locked: boolean; errors: FieldMessage[] }) {
  return (
    <>
      {locked && (
        <p className="console-hint">
          <strong>{THIS_PAGE_IS_LOCKED_MESSAGE}</strong> Visitors see the lock screen until they give its password.
        </p>
      )}
      <label>
        {locked ? 'New password (empty keeps the current one)' : 'Password visitors must give (empty: none)'}
        <input name="password" type="password" autoComplete="new-password" maxLength={200} {...describedBy(errors, 'password')} />
      </label>
      <FieldError errors={errors} field="password" />
      {locked && (
        <label className="console-check">
          <input type="checkbox" name="removePassword" />
          Remove the password: every visitor sees the page
        </label>
      )}
    </>
  );
}
