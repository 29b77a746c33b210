// The publish state (published now, scheduled at a date and time, draft, needs review, private) of the new product
// form and the basics form.
import { useState } from 'react';
import { DateTimeField } from '../shared/DateTimeField.tsx';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { PUBLISH_CHOICES, type PublishChoice } from './publish.ts';

type Props = { errors: FieldMessage[]; initial: PublishChoice; publishOn?: string };

export function PublishFields({ errors, initial, publishOn }: Props) {
  const [choice, setChoice] = useState<PublishChoice>(initial);
  return (
    <fieldset>
      <legend>Publish state</legend>
      <label htmlFor="publish-choice">State</label>
      <select
        id="publish-choice"
        name="publishChoice"
        value={choice}
        onChange={(e) => setChoice(e.target.value as PublishChoice)}
        {...describedBy(errors, 'input.status')}
      >
        {PUBLISH_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <FieldError errors={errors} field="input.status" />
      {choice === 'SCHEDULED' && (
        <DateTimeField label="Publish on" name="publishOn" field="input.publishOn" errors={errors} value={publishOn} />
      )}
    </fieldset>
  );
}
