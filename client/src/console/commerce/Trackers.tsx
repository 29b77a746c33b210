// Outbound trackers (/config/trackers, docs/api.md "Outbound trackers"): the shopping tracker's measurement id, the
// social pixel's id and the interface-click collector's address. With settings:write a form (an empty field switches
// its tracker off); other owners see them as text. Shoppers are asked for consent before any of them loads.
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import {
  ConsoleTrackerSettingsDocument,
  type ConsoleTrackersFragment,
  ConsoleUpdateTrackerSettingsDocument,
} from '../generated/graphql.ts';
import { Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { queryState } from '../status.tsx';
import { Field } from './Field.tsx';
import { SettingsFormEnd, useChange } from './parts.tsx';

const TRACKERS: { name: keyof ConsoleTrackersFragment & string; label: string; hint: string }[] = [
  {
    name: 'shoppingTrackerId',
    label: 'Shopping tracker (Google Analytics measurement id)',
    hint: 'G-… : gets product views, list views and cart changes.',
  },
  {
    name: 'socialPixelId',
    label: 'Social pixel (Meta pixel id)',
    hint: 'Digits: gets cart adds, searches, leads, product views and sign-ups.',
  },
  {
    name: 'clickCollectorUrl',
    label: 'Interface-click collector',
    hint: 'An https:// address that receives the links and buttons shoppers press, as JSON.',
  },
];
const FIELDS = TRACKERS.map((t) => `input.${t.name}`);
const ABOUT =
  'Trackers load only for shoppers who accept them in the banner the store shows, and the pages allow only the hosts of the trackers that are on.';

export function Trackers({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(ConsoleTrackerSettingsDocument);
  const state = queryState('the trackers', query);
  return (
    <Screen id="trackers-title" title="Trackers">
      <p className="console-hint">{ABOUT}</p>
      {state ??
        (query.data &&
          (canWrite ? (
            <TrackersForm trackers={query.data.website.trackers} />
          ) : (
            <dl className="commerce-values">
              {TRACKERS.map((t) => [
                <dt key={`${t.name}-label`}>{t.label}</dt>,
                <dd key={t.name}>{query.data?.website.trackers[t.name] || 'Off'}</dd>,
              ])}
            </dl>
          )))}
    </Screen>
  );
}

function TrackersForm({ trackers }: { trackers: ConsoleTrackersFragment }) {
  const [save, { loading }] = useMutation(ConsoleUpdateTrackerSettingsDocument, { refetchQueries: [ConsoleTrackerSettingsDocument] });
  const { errors, run } = useChange();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(TRACKERS.map((t) => [t.name, String(form.get(t.name) ?? '').trim()]));
    if (await run(async () => (await save({ variables: { input } })).data?.updateTrackerSettings)) notify('Trackers saved.');
  };
  return (
    <form key={JSON.stringify(trackers)} onSubmit={(e) => void submit(e)} className="console-form commerce-form" noValidate>
      {TRACKERS.map((t) => (
        <Field
          key={t.name}
          label={t.label}
          name={t.name}
          field={`input.${t.name}`}
          errors={errors}
          defaultValue={trackers[t.name] ?? ''}
          autoComplete="off"
          hint={t.hint}
        />
      ))}
      <SettingsFormEnd errors={errors} fields={FIELDS} busy={loading} />
    </form>
  );
}
