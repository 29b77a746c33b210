// A collection's title and URL slug, with their refusals next to them.
import { describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';

type Props = { idPrefix: string; errors: FieldMessage[]; values?: { title: string; urlSlug: string } };

export function CollectionFields({ idPrefix, errors, values }: Props) {
  return (
    <>
      <label htmlFor={`${idPrefix}-title`}>Title</label>
      <input id={`${idPrefix}-title`} name="title" defaultValue={values?.title} required {...describedBy(errors, 'input.title')} />
      <FieldError errors={errors} field="input.title" />
      <label htmlFor={`${idPrefix}-slug`}>URL slug (made from the title when blank)</label>
      <input id={`${idPrefix}-slug`} name="urlSlug" defaultValue={values?.urlSlug} {...describedBy(errors, 'input.urlSlug')} />
      <FieldError errors={errors} field="input.urlSlug" />
      <OtherErrors errors={errors} fields={['input.title', 'input.urlSlug']} />
    </>
  );
}
