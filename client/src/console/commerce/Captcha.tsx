// Bot check (/config/captcha): the website's reCAPTCHA keys. With settings:write: the site key, the secret (write-only:
// the page only says whether one is set; an empty secret field keeps it, as the API keeps absent fields, while the
// API would take an empty string as clearing it) and whether they are Enterprise keys. Clearing the site key turns
// the bot check off and the API forgets the secret with it. Other owners see the public part as text.
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import {
  type CaptchaSettingsInput,
  ConsoleCaptchaSettingsDocument,
  ConsoleCaptchaSiteKeyDocument,
  ConsoleUpdateCaptchaSettingsDocument,
} from '../generated/graphql.ts';
import { Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { queryState } from '../status.tsx';
import { Field } from './Field.tsx';
import { SettingsFormEnd, useChange } from './parts.tsx';

const FIELDS = ['input.siteKey', 'input.secret'];
const ABOUT =
  'With a site key, the website’s forms, newsletter, restock, promo pop-up and comment submissions must pass a reCAPTCHA check. Without one there is no bot check.';

export function Captcha({ canWrite }: { canWrite: boolean }) {
  return (
    <Screen id="captcha-title" title="Bot check">
      <p className="console-hint">{ABOUT}</p>
      {canWrite ? <CaptchaForm /> : <CaptchaValues />}
    </Screen>
  );
}

function CaptchaValues() {
  const query = useQuery(ConsoleCaptchaSiteKeyDocument);
  const state = queryState('the bot check', query);
  if (state || !query.data) return state;
  const { siteKey, enterprise } = query.data.website.captchaSettings;
  return (
    <dl className="commerce-values">
      <dt>Site key</dt>
      <dd>{siteKey || 'None: the bot check is off.'}</dd>
      <dt>reCAPTCHA Enterprise</dt>
      <dd>{enterprise ? 'Yes' : 'No'}</dd>
    </dl>
  );
}

function CaptchaForm() {
  const query = useQuery(ConsoleCaptchaSettingsDocument);
  const [save, { loading }] = useMutation(ConsoleUpdateCaptchaSettingsDocument, { refetchQueries: [ConsoleCaptchaSettingsDocument] });
  const { errors, run } = useChange();
  const state = queryState('the bot check', query);
  if (state || !query.data) return state;
  const settings = query.data.website.captchaSettings;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const siteKey = String(form.get('siteKey') ?? '').trim();
    const secret = String(form.get('secret') ?? '').trim();
    // An absent secret stays as it is; "" would clear it.
    const input: CaptchaSettingsInput = { siteKey, enterprise: form.get('enterprise') === 'on', ...(secret ? { secret } : {}) };
    const target = event.currentTarget;
    if (await run(async () => (await save({ variables: { input } })).data?.updateCaptchaSettings)) {
      target.reset();
      notify(siteKey ? 'Bot check keys saved.' : 'Bot check turned off: the site key and the secret are cleared.');
    }
  };
  const secretHint = settings.secretSet
    ? 'A secret is set. Leave this empty to keep it, or type a new one to replace it.'
    : 'No secret is set. A site key needs its secret (for Enterprise keys: the API key).';
  return (
    <form
      key={`${settings.siteKey}-${settings.secretSet}`}
      onSubmit={(e) => void submit(e)}
      className="console-form commerce-form"
      noValidate
    >
      <p className="commerce-state">{settings.siteKey ? 'The bot check is on.' : 'The bot check is off: no site key is set.'}</p>
      <Field
        label="Site key"
        name="siteKey"
        field="input.siteKey"
        errors={errors}
        defaultValue={settings.siteKey ?? ''}
        autoComplete="off"
        hint="The reCAPTCHA site key browsers use. Clear it and save to turn the bot check off: the secret is forgotten with it."
      />
      <Field
        label="Secret"
        name="secret"
        type="password"
        field="input.secret"
        errors={errors}
        autoComplete="new-password"
        hint={secretHint}
      />
      <label className="console-check">
        <input type="checkbox" name="enterprise" defaultChecked={settings.enterprise} />
        reCAPTCHA Enterprise keys
      </label>
      <SettingsFormEnd errors={errors} fields={FIELDS} busy={loading} />
    </form>
  );
}
