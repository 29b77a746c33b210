// A date and time an owner types (datetime-local), in the website's time zone like every time the console shows:
// the zone is named under it, and the form reads it back with instantOfWallClock (domain/zoned-time.ts).
import { useId } from 'react';
import { wallClockOf } from '../../../../domain/zoned-time.ts';
import { describedBy, FieldError, type FieldMessage } from './errors.tsx';
import { zoneWords } from './format.ts';
import { useWebsiteTimeZone } from './use-date-format.ts';
import './shared.css';

type Props = {
  label: string;
  name: string;
  /** The API's name of the field, where its refusals land. */
  field: string;
  errors: FieldMessage[];
  /** The instant it holds now (an API DateTime), if any. */
  value?: string | null;
  /** Words before the zone's, such as "Empty: never." */
  hint?: string;
};

export function DateTimeField({ label, name, field, errors, value, hint }: Props) {
  const timeZone = useWebsiteTimeZone();
  const hintId = useId();
  const described = describedBy(errors, field);
  return (
    <div className="console-date-time">
      <label>
        {label}
        <input
          type="datetime-local"
          name={name}
          defaultValue={wallClockOf(value, timeZone)}
          {...described}
          aria-describedby={[described['aria-describedby'], hintId].filter(Boolean).join(' ')}
        />
      </label>
      <p id={hintId} className="console-hint">
        {hint && `${hint} `}Times are in the website’s time zone, {zoneWords(timeZone)}.
      </p>
      <FieldError errors={errors} field={field} />
    </div>
  );
}
