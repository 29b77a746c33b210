// Where a page sits: its navigation and, for a page that is not a folder, the folder it is in. Sent with the page
// only when changed (updatePage puts a moved page last in its new place).
import { useQuery } from '@apollo/client/react';
import { type Navigation, WebsitePagesDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';

type Placed = { navigation: string; folderId?: string | null; isFolder: boolean };

/** The place chosen in the form, as the update's fields that changed. */
export function placeChange(form: FormData, page: Placed): { navigation?: Navigation; folderId?: string | null } {
  const navigation = String(form.get('navigation') ?? page.navigation);
  const folderId = page.isFolder ? (page.folderId ?? null) : String(form.get('folderId') ?? '') || null;
  return {
    ...(navigation !== page.navigation ? { navigation: navigation as Navigation } : {}),
    ...(folderId !== (page.folderId ?? null) ? { folderId } : {}),
  };
}

export function PagePlace({ page, errors }: { page: Placed; errors: FieldMessage[] }) {
  const { data } = useQuery(WebsitePagesDocument);
  const folders = data ? [...data.main, ...data.secondary, ...data.notLinked].filter((e) => e.isFolder) : [];
  return (
    <>
      <label>
        Navigation
        <select name="navigation" defaultValue={page.navigation} {...describedBy(errors, 'navigation')}>
          <option value="MAIN">Main navigation</option>
          <option value="SECONDARY">Secondary navigation</option>
          <option value="NOT_LINKED">Not linked</option>
        </select>
      </label>
      <FieldError errors={errors} field="navigation" />
      {!page.isFolder && (
        <>
          <label>
            Folder
            <select name="folderId" defaultValue={page.folderId ?? ''} key={folders.length} {...describedBy(errors, 'folderId')}>
              <option value="">None (top level)</option>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title}
                </option>
              ))}
            </select>
          </label>
          <FieldError errors={errors} field="folderId" />
        </>
      )}
    </>
  );
}
