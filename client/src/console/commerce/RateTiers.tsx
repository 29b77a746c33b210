// The rate tiers editor: one row per tier (up to, rate), rows added and removed; the API sorts them by up to.
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';
import type { TierRow } from './shipping-input.ts';

type Props = { tiers: TierRow[]; onChange: (tiers: TierRow[]) => void; upToUnit: string; currency: string; errors: FieldMessage[] };

export function RateTiers({ tiers, onChange, upToUnit, currency, errors }: Props) {
  const change = (key: number, part: Partial<TierRow>) => onChange(tiers.map((t) => (t.key === key ? { ...t, ...part } : t)));
  const add = () => onChange([...tiers, { key: Math.max(0, ...tiers.map((t) => t.key)) + 1, upTo: '', rate: '' }]);
  const invalid = describedBy(errors, 'input.rateTiers');
  return (
    <fieldset className="commerce-tiers">
      <legend>Rate tiers</legend>
      <p className="console-hint">The first tier whose “up to” holds the cart applies; past the last one, its rate.</p>
      {tiers.length > 0 && (
        <table>
          <caption className="console-visually-hidden">Rate tiers</caption>
          <ColumnHeads names={[`Up to (${upToUnit})`, `Rate (${currency})`, 'Remove']} />
          <tbody>
            {tiers.map((t, i) => (
              <tr key={t.key}>
                <td>
                  <input
                    aria-label={`Tier ${i + 1} up to (${upToUnit})`}
                    inputMode="decimal"
                    value={t.upTo}
                    onChange={(e) => change(t.key, { upTo: e.target.value })}
                    {...invalid}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Tier ${i + 1} rate (${currency})`}
                    inputMode="decimal"
                    value={t.rate}
                    onChange={(e) => change(t.key, { rate: e.target.value })}
                    {...invalid}
                  />
                </td>
                <td>
                  <button type="button" className="console-secondary" onClick={() => onChange(tiers.filter((o) => o.key !== t.key))}>
                    Remove tier {i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FieldError errors={errors} field="input.rateTiers" />
      <button type="button" className="console-secondary" onClick={add}>
        Add tier
      </button>
    </fieldset>
  );
}
