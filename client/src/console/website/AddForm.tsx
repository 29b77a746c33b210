// What the website's add forms (a page, an item) share: their refusals and the toast of what was added, a title that
// must not be empty (asked before sending), the change run through the shared `attempt`, and the Title field.
import { type FormEvent, useState } from 'react';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { attemptChange } from './page-kinds.ts';

export type AddAnswer = {
  userErrors?: readonly { field?: string | null; message: string }[];
  /** Added: what the toast says ('' for nothing); not added: null. */
  added: string | null;
};

/** `add` sends the change with the title typed and the form's values; once added the form is emptied. */
export function useAddForm(noun: string, add: (title: string, values: FormData) => Promise<AddAnswer>) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const title = String(values.get('title') ?? '').trim();
    if (!title) return setErrors([{ field: 'title', message: `Give the ${noun} a title.` }]);
    let answer: AddAnswer = { added: null };
    const refusals = await attemptChange(async () => {
      answer = await add(title, values);
      return answer.userErrors;
    });
    setErrors(refusals);
    if (refusals.length > 0 || answer.added === null) return;
    form.reset();
    if (answer.added) notify(answer.added);
  };
  return { errors, submit };
}

export function TitleField({ errors }: { errors: FieldMessage[] }) {
  return (
    <>
      <label>
        Title
        <input name="title" {...describedBy(errors, 'title')} />
      </label>
      <FieldError errors={errors} field="title" />
    </>
  );
}
