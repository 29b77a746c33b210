// Store settings (updateStoreSettings, capability settings:write): the store's name, currency and time zone, checkout,
// reviews and analytics collection. Owners without the capability see the values as text, and no control.
import { useQuery } from '@apollo/client/react';
import { SettingsScreenDocument } from './generated/graphql.ts';
import { StoreSettingsForm } from './settings/StoreSettingsForm.tsx';
import { StoreSettingsValues } from './settings/StoreSettingsValues.tsx';
import { queryState } from './status.tsx';
import './settings/settings.css';

export function Settings({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(SettingsScreenDocument);
  const website = query.data?.website;
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Store settings</h1>
      {queryState('the settings', query) ??
        (!website ? null : canWrite ? (
          <StoreSettingsForm website={website} />
        ) : (
          <>
            <p role="status">Your role may see these settings but not change them.</p>
            <StoreSettingsValues website={website} />
          </>
        ))}
    </section>
  );
}
