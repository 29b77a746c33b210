// Titled sections that open and close (the disclosure pattern): each title is a button with aria-expanded that
// controls its region; with allowMultipleOpen off, opening one closes the others.
import { useId, useState } from 'react';
import type { BlockData } from '../../../../domain/block-data.ts';
import { ServerHtml } from '../content/ServerHtml.tsx';

export function AccordionBlock({ data }: { data: BlockData<'accordion'> }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(data.openFirst ? [0] : []));
  const toggle = (index: number) =>
    setOpen((now) => {
      if (now.has(index)) return new Set([...now].filter((i) => i !== index));
      return data.allowMultipleOpen ? new Set([...now, index]) : new Set([index]);
    });
  return (
    <div className="accordion-block">
      {data.items.map((item, index) => {
        const expanded = open.has(index);
        const panelId = `${baseId}-panel-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items have no ids, and their place is what open/closed is kept by
          <div key={index} className="accordion-block__item">
            <h3 className="accordion-block__title">
              <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(index)}>
                {item.title}
              </button>
            </h3>
            <section id={panelId} aria-label={item.title} hidden={!expanded} className="accordion-block__body">
              <ServerHtml html={item.body} />
            </section>
          </div>
        );
      })}
    </div>
  );
}
