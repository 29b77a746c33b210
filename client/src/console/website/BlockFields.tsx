// The fields of one block, each with the control its value needs (text, text area, switch, choice, number with its
// range, a gallery or page of the site, a form, product or uploaded image chosen by name); the API's refusal of a field
// shows under it.
import { CODE_EDITING, CodeEditingNote, codeNoteId } from '../shared/CodeEditing.tsx';
import { described, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { AccordionItems } from './AccordionItems.tsx';
import type { FieldSpec } from './block-fields.ts';
import { FormPicker } from './FormPicker.tsx';
import { ImageChooser } from './ImageChooser.tsx';
import { PageChoice } from './PageChoice.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { ProductsPicker } from './ProductsPicker.tsx';
import { idsOf } from './pickers.ts';

type Data = Record<string, unknown>;

/** A number typed: the number, or the text as typed so the API names what is wrong with it. */
export const numberOf = (value: string): number | string => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

type Props = {
  idPrefix: string;
  field: string;
  spec: FieldSpec;
  data: Data;
  errors: FieldMessage[];
  canWrite: boolean;
  onChange: (data: Data) => void;
};

export function BlockField({ idPrefix, field, spec, data, errors, canWrite, onChange }: Props) {
  const id = `${idPrefix}-${spec.key}`;
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const set = (value: unknown) => onChange({ ...data, [spec.key]: value });
  const value = data[spec.key];
  const aria = described(errors, field, hintId);
  const label = <label htmlFor={id}>{spec.label}</label>;
  const after = (
    <>
      {spec.hint && (
        <p id={hintId} className="console-hint">
          {spec.hint}
        </p>
      )}
      <FieldError errors={errors} field={field} />
    </>
  );
  switch (spec.control) {
    case 'checkbox':
      return (
        <div className="website-field console-check">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} {...aria} />
          {label}
          {after}
        </div>
      );
    case 'code': {
      const noteId = codeNoteId(id);
      return (
        <div className="website-field">
          {label}
          <textarea
            id={id}
            rows={8}
            spellCheck={false}
            value={typeof value === 'string' ? value : ''}
            readOnly={!CODE_EDITING}
            onChange={(e) => set(e.target.value)}
            {...described(errors, field, noteId ?? hintId)}
          />
          {noteId && <CodeEditingNote id={noteId} />}
          {after}
        </div>
      );
    }
    case 'accordion':
      return <AccordionItems field={field} items={(value as { title: string; body: string }[]) ?? []} errors={errors} onChange={set} />;
    case 'product': {
      const str = typeof value === 'string' ? value : '';
      const picker = { id, legend: spec.label, field, canWrite, errors, optional: spec.optional };
      return <ProductPicker {...picker} value={str} onChange={set} />;
    }
    case 'products':
      return (
        <ProductsPicker {...{ id, legend: spec.label, field, canWrite, errors }} ids={idsOf(value)} max={spec.max ?? 1} onChange={set} />
      );
    case 'image':
      return (
        <ImageChooser
          {...{ id, legend: spec.label, field, canWrite, errors }}
          value={typeof value === 'string' ? value : ''}
          onChange={(image) =>
            onChange(image ? { ...data, imageId: image.id, assetUrl: '', altText: data.altText || image.alt } : { ...data, imageId: '' })
          }
        />
      );
    case 'form':
      return (
        <div className="website-field">
          {label}
          <FormPicker id={id} value={typeof value === 'string' ? value : ''} canWrite={canWrite} onChange={set} {...aria} />
          {after}
        </div>
      );
    default:
      return (
        <div className="website-field">
          {label}
          {control(spec, id, value, set, aria)}
          {after}
        </div>
      );
  }
}

function control(spec: FieldSpec, id: string, value: unknown, set: (v: unknown) => void, aria: object) {
  const str = value === undefined || value === null ? '' : String(value);
  switch (spec.control) {
    case 'textarea':
      return <textarea id={id} rows={spec.key === 'html' ? 8 : 4} value={str} onChange={(e) => set(e.target.value)} {...aria} />;
    case 'select':
      return (
        <select id={id} value={str} onChange={(e) => set(e.target.value)} {...aria}>
          {spec.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          min={spec.min}
          max={spec.max}
          step={spec.step}
          value={str}
          onChange={(e) => set(numberOf(e.target.value))}
          {...aria}
        />
      );
    case 'gallery':
      return <PageChoice kinds={['gallery']} id={id} value={str} onChange={set} {...aria} />;
    case 'collection':
      return <PageChoice kinds={['blog', 'events', 'gallery', 'products']} id={id} value={str} onChange={set} {...aria} />;
    default:
      return <input id={id} value={str} onChange={(e) => set(e.target.value)} {...aria} />;
  }
}
