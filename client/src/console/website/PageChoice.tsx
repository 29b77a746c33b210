// A page of the site chosen by name, among the pages of the kinds a block takes (gallery and summary blocks).
import { useQuery } from '@apollo/client/react';
import { WebsitePagesDocument } from '../generated/graphql.ts';

/** Pages of a kind the site has, for gallery and summary blocks. */
function usePageChoices(kinds: string[]) {
  const { data } = useQuery(WebsitePagesDocument);
  const entries = [...(data?.main ?? []), ...(data?.secondary ?? []), ...(data?.notLinked ?? [])];
  const pages = entries.flatMap((e) => [e, ...e.pages]);
  return pages.filter((p) => kinds.includes(p.typeName));
}

export function PageChoice({
  kinds,
  id,
  value,
  onChange,
  ...aria
}: {
  kinds: string[];
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const pages = usePageChoices(kinds);
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...aria}>
      <option value="">Choose a page</option>
      {pages.map((p) => (
        <option key={p.id} value={p.id}>
          {p.title}
        </option>
      ))}
    </select>
  );
}
