// Tax (/config/tax, capability settings:write): the website's tax rules by country, region and name, with their
// rate and what they tax; create, edit and delete.
import { useMutation, useQuery } from '@apollo/client/react';
import { findSubdivision } from '../../../../domain/address.ts';
import { ConsoleDeleteTaxRuleDocument, type ConsoleTaxRuleFragment, ConsoleTaxRulesDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { queryState } from '../status.tsx';
import { percentFromBps } from './amounts.ts';
import { DeleteButton, useEditing } from './parts.tsx';
import { TaxRuleForm } from './TaxRuleForm.tsx';

type Rule = ConsoleTaxRuleFragment;

export function Tax({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="tax-title" title="Tax">
      {allowed ? <TaxScreen /> : <NotAllowed what="see tax rules" />}
    </Screen>
  );
}

function TaxScreen() {
  const query = useQuery(ConsoleTaxRulesDocument);
  const { editing, setEditing, finish } = useEditing<Rule>();
  const state = queryState('the tax rules', query);
  if (state || !query.data) return state;
  const rules = query.data.taxRules;
  const country = query.data.website.country;
  return (
    <>
      {rules.length === 0 ? (
        <p>No tax rules yet: checkout adds no tax.</p>
      ) : (
        <table className="commerce-table">
          <caption>Tax rules by country and region</caption>
          <ColumnHeads names={['Name', 'Country', 'Region', 'Rate', 'Applies to', 'Shipping', 'Actions']} />
          <tbody>
            {rules.map((rule) => (
              <TaxRow key={rule.id} rule={rule} onEdit={() => setEditing(rule)} onDone={notify} />
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <TaxRuleForm key={editing.id} rule={editing} defaultCountry={country} onDone={finish} onCancel={() => setEditing(null)} />
      ) : (
        <TaxRuleForm defaultCountry={country} onDone={finish} />
      )}
    </>
  );
}

const appliesTo = (r: Rule) =>
  [r.appliesToPhysical && 'physical', r.appliesToDigital && 'digital', r.appliesToService && 'services'].filter(Boolean).join(', ') ||
  'nothing';

const regionName = (r: Rule) => (r.region ? (findSubdivision(r.country, r.region)?.name ?? r.region) : 'Whole country');

function TaxRow({ rule, onEdit, onDone }: { rule: Rule; onEdit: () => void; onDone: (m: string) => void }) {
  const [remove, removing] = useMutation(ConsoleDeleteTaxRuleDocument, {
    refetchQueries: [ConsoleTaxRulesDocument],
    awaitRefetchQueries: true,
  });
  const what = `tax rule ${rule.name}`;
  return (
    <tr>
      <th scope="row">{rule.name}</th>
      <td>{rule.country}</td>
      <td>{regionName(rule)}</td>
      <td>{percentFromBps(rule.rateBps)}%</td>
      <td>{appliesTo(rule)}</td>
      <td>{rule.taxShipping ? 'Taxed' : 'Not taxed'}</td>
      <td className="commerce-row-actions">
        <button type="button" className="console-secondary" onClick={onEdit} aria-label={`Edit ${what}`}>
          Edit
        </button>
        <DeleteButton
          what={what}
          busy={removing.loading}
          onDelete={async () => {
            const answer = (await remove({ variables: { id: rule.id } })).data?.deleteTaxRule;
            if (answer?.userErrors.length === 0) onDone(`${rule.name} deleted.`);
            return answer;
          }}
        />
      </td>
    </tr>
  );
}
