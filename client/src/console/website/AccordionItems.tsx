// The sections of an accordion block: each a title and a text (HTML), added and removed one by one (1 to 50).
import { described, FieldError, type FieldMessage } from '../shared/errors.tsx';

type Section = { title: string; body: string };

export function AccordionItems({
  field,
  items,
  errors,
  onChange,
}: {
  field: string;
  items: Section[];
  errors: FieldMessage[];
  onChange: (items: Section[]) => void;
}) {
  const set = (i: number, part: Partial<Section>) => onChange(items.map((s, j) => (j === i ? { ...s, ...part } : s)));
  return (
    <fieldset className="website-sections">
      <legend>Sections</legend>
      {items.map((s, i) => {
        const at = `${field}.${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
          <div key={i} className="website-section">
            <label>
              Section {i + 1} title
              <input value={s.title} onChange={(e) => set(i, { title: e.target.value })} {...described(errors, `${at}.title`)} />
            </label>
            <FieldError errors={errors} field={`${at}.title`} />
            <label>
              Section {i + 1} text
              <textarea rows={3} value={s.body} onChange={(e) => set(i, { body: e.target.value })} />
            </label>
            <button type="button" className="console-secondary" onClick={() => onChange(items.filter((_, j) => j !== i))}>
              Remove section {i + 1}
            </button>
          </div>
        );
      })}
      <FieldError errors={errors} field={field} />
      <button type="button" className="console-secondary" onClick={() => onChange([...items, { title: '', body: '' }])}>
        Add section
      </button>
    </fieldset>
  );
}
