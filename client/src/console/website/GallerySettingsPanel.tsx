// A gallery block's design settings (domain/gallery-settings.ts): every setting with its control — a choice, a
// switch, or a whole number within its range — its default and range shown; the API's refusal shows under its field.
import { DEFAULT_GALLERY_SETTINGS, GALLERY_SETTINGS, type GallerySettingDescription } from '../../../../domain/gallery-settings.ts';
import { described, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { numberOf } from './BlockFields.tsx';

type Settings = Record<string, unknown>;
type Props = { idPrefix: string; field: string; settings: Settings | undefined; errors: FieldMessage[]; onChange: (s: Settings) => void };

const unitOf = (s: GallerySettingDescription) => (s.control === 'range' && s.unit ? ` ${s.unit}` : '');

function hint(s: GallerySettingDescription) {
  if (s.control === 'range') return `${s.min} to ${s.max}${unitOf(s)}; default ${s.default}${unitOf(s)}.`;
  if (s.control === 'select') return `Default: ${s.options.find((o) => o.value === s.default)?.label ?? s.default}.`;
  return `Default: ${s.default ? 'on' : 'off'}.`;
}

export function GallerySettingsPanel({ idPrefix, field, settings, errors, onChange }: Props) {
  const values: Settings = { ...DEFAULT_GALLERY_SETTINGS, ...(settings ?? {}) };
  return (
    <fieldset className="website-gallery-settings">
      <legend>Design settings</legend>
      {GALLERY_SETTINGS.map((s) => {
        const id = `${idPrefix}-${s.name}`;
        const at = `${field}.${s.name}`;
        const hintId = `${id}-hint`;
        const aria = described(errors, at, hintId);
        const set = (value: unknown) => onChange({ ...values, [s.name]: value });
        const value = values[s.name];
        return (
          <div key={s.name} className={s.control === 'toggle' ? 'website-field console-check' : 'website-field'}>
            {s.control === 'toggle' && (
              <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} {...aria} />
            )}
            <label htmlFor={id}>
              {s.label}
              {s.control === 'range' && s.unit ? ` (${s.unit})` : ''}
            </label>
            {s.control === 'select' && (
              <select id={id} value={String(value)} onChange={(e) => set(e.target.value)} {...aria}>
                {s.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
            {s.control === 'range' && (
              <input
                id={id}
                type="number"
                min={s.min}
                max={s.max}
                step={1}
                value={String(value)}
                onChange={(e) => set(numberOf(e.target.value))}
                {...aria}
              />
            )}
            <p id={hintId} className="console-hint">
              {hint(s)}
            </p>
            <FieldError errors={errors} field={at} />
          </div>
        );
      })}
    </fieldset>
  );
}
