// The store settings as text, for owners who may not change them.
import type { SettingsScreenQuery } from '../generated/graphql.ts';

export type SettingsWebsite = SettingsScreenQuery['website'];

const onOff = (on: boolean) => (on ? 'On' : 'Off');

export function StoreSettingsValues({ website }: { website: SettingsWebsite }) {
  const s = website.storeSettings;
  const rows: [string, string][] = [
    ['Store name', website.name],
    ['Currency', website.currency],
    ['Time zone', website.timeZone],
    ['Express checkout', onOff(s.expressCheckout)],
    ['Checkout minimum', s.checkoutMinimum?.formatted ?? 'None'],
    ['Services in quantities above one', s.multipleQuantityAllowedForServices ? 'Allowed' : 'Not allowed'],
    ['Product reviews', onOff(s.reviewsEnabled)],
    ['Analytics', onOff(!s.analyticsDisabled)],
    ['Performance records', onOff(!s.performanceDisabled)],
    ['Raw records kept', `${s.analyticsRetentionDays} days`],
  ];
  return (
    <dl className="console-values settings-values">
      {rows.map(([term, value]) => (
        <div key={term} className="console-pair">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
