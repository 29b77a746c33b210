// The block editor of a page's or an item's body: each block with its fields, moved up or down or removed; a block
// of a chosen type added at the end. Changes stay in the page until the body is saved with the page or item. A block of
// a deprecated type (one a later version replaces) is labelled 'Deprecated'.
import { useEffect, useRef, useState } from 'react';
import { isDeprecatedBlockType, replacementBlockType } from '../../../../domain/block-types.ts';
import { GALLERY_SETTINGS } from '../../../../domain/gallery-settings.ts';
import { DEPRECATED_LABEL } from '../../../../domain/publish-status.ts';
import { FieldError, type FieldMessage } from '../shared/errors.tsx';
import { BlockField } from './BlockFields.tsx';
import { BLOCK_TYPES, blockTypeSpec, type EditedBlock, newBlock } from './block-fields.ts';
import { GallerySettingsPanel } from './GallerySettingsPanel.tsx';
import { MoveUpDown } from './MoveUpDown.tsx';

/** The fields of a block that show their own refusal (the others show at the block's foot). */
const shownFields = (block: EditedBlock, field: string) => [
  ...(blockTypeSpec(block.type)?.fields ?? []).map((f) => `${field}.${f.key}`),
  ...(block.type === 'gallery' ? GALLERY_SETTINGS.map((s) => `${field}.settings.${s.name}`) : []),
];

type Props = { blocks: EditedBlock[]; onChange: (blocks: EditedBlock[]) => void; errors: FieldMessage[]; canWrite: boolean };

export function BlockEditor({ blocks, onChange, errors, canWrite }: Props) {
  const [type, setType] = useState('html');
  // Focus goes on where the owner looks: a block just added on its first field, a moved block on its move button
  // (the reordered block's buttons are put back in the page, which takes the focus away), after a removal the block
  // type to add.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const find = focusNext.current;
    focusNext.current = null;
    find?.()?.focus();
  });
  const inBlock = (key: string, selector: string) => document.querySelector<HTMLElement>(`[data-block="${key}"] ${selector}`);
  const add = () => {
    const block = newBlock(type);
    focusNext.current = () => inBlock(block.key, ':is(input, textarea, select)');
    onChange([...blocks, block]);
  };
  const move = (from: number, to: number) => {
    const copy = [...blocks];
    const [block] = copy.splice(from, 1);
    copy.splice(to, 0, block);
    const way = to < from ? 'up' : 'down';
    focusNext.current = () => inBlock(block.key, `[data-move="${way}"]`) ?? inBlock(block.key, '[data-move]');
    onChange(copy);
  };
  const remove = (i: number) => {
    focusNext.current = () => document.getElementById('add-block-type');
    onChange(blocks.filter((_, j) => j !== i));
  };
  const replace = (i: number, block: EditedBlock) => onChange(blocks.map((b, j) => (j === i ? block : b)));
  return (
    <section aria-labelledby="blocks-title" className="website-blocks">
      <h2 id="blocks-title">Blocks</h2>
      {blocks.length === 0 && <p>No blocks yet.</p>}
      <FieldError errors={errors} field="blocks" />
      <ol className="website-block-list">
        {blocks.map((block, i) => {
          const spec = blockTypeSpec(block.type);
          const name = `Block ${i + 1}: ${spec?.label ?? block.type}`;
          const field = `blocks.${i}.data`;
          return (
            <li key={block.key}>
              <fieldset className="website-block" disabled={!canWrite} data-block={block.key}>
                <legend>
                  {name}
                  {isDeprecatedBlockType(block.type) && <span className="website-kind"> {DEPRECATED_LABEL}</span>}
                </legend>
                {spec ? (
                  spec.fields.map((f) => (
                    <BlockField
                      key={f.key}
                      idPrefix={block.key}
                      field={`${field}.${f.key}`}
                      spec={f}
                      data={block.data}
                      errors={errors}
                      canWrite={canWrite}
                      onChange={(data) => replace(i, { ...block, data })}
                    />
                  ))
                ) : (
                  <KeptBlockHint type={block.type} />
                )}
                {block.type === 'gallery' && (
                  <GallerySettingsPanel
                    idPrefix={block.key}
                    field={`${field}.settings`}
                    settings={block.data.settings as Record<string, unknown> | undefined}
                    errors={errors}
                    onChange={(settings) => replace(i, { ...block, data: { ...block.data, settings } })}
                  />
                )}
                {canWrite && (
                  <div className="website-actions">
                    <MoveUpDown name={`block ${i + 1}`} index={i} count={blocks.length} onMove={(to) => move(i, to)} />
                    <button type="button" className="console-secondary" onClick={() => remove(i)} aria-label={`Remove block ${i + 1}`}>
                      Remove
                    </button>
                  </div>
                )}
                {errors
                  .filter(
                    (e) =>
                      e.field?.startsWith(`blocks.${i}.`) &&
                      !shownFields(block, field).some((f) => e.field === f || e.field?.startsWith(`${f}.`)),
                  )
                  .map((e) => (
                    <p key={e.message} role="alert" className="console-error">
                      {e.message}
                    </p>
                  ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {canWrite && (
        <div className="website-add-block">
          <label>
            Block type
            <select id="add-block-type" value={type} onChange={(e) => setType(e.target.value)}>
              {BLOCK_TYPES.map((t) => (
                <option key={t.type} value={t.type}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={add}>
            Add block
          </button>
        </div>
      )}
    </section>
  );
}

/** What the console says of a block it does not edit; a deprecated one names the type that replaces it. */
function KeptBlockHint({ type }: { type: string }) {
  const replacement = replacementBlockType(type);
  const later = replacement && (blockTypeSpec(replacement)?.label ?? replacement);
  return (
    <p className="console-hint">
      This block type is kept as it is; the console does not edit it.
      {later && ` A later version replaces it: add a ${later} block instead.`}
    </p>
  );
}
