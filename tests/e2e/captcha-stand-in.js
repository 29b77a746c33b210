// A stand-in for the captcha provider's script (reCAPTCHA's api.js and enterprise.js), served by the browser tests at the
// provider's address (captcha.ts serveCaptchaStandIn) because the provider cannot be reached here. It defines the
// same global API the provider's script defines and behaves as it does for what the storefront uses:
// - `?render=explicit` renders nothing by itself; without it every `.g-recaptcha` element is rendered at load.
// - `?onload=name` calls window[name]() once the API is ready.
// - standard (api.js): `grecaptcha.render(container, { sitekey, size })` draws an "I'm not a robot" checkbox and
//   returns a widget id; `getResponse(id)` is the token once the box is ticked, else ''; `reset(id)` unticks it.
// - enterprise (enterprise.js): `grecaptcha.enterprise` with the same calls; an invisible widget shows an inline
//   badge, and `execute(id, { action })` resolves to the token (the actions are listed in the script element's
//   data-executed-actions).
// The token is __STAND_IN_TOKEN__ (the server's test verifier passes "pass" and refuses anything else).
(() => {
  const script = document.currentScript;
  const url = new URL(script.src);
  const enterprise = url.pathname.endsWith('/enterprise.js');
  const token = '__STAND_IN_TOKEN__';
  const widgets = [];
  /** The actions executed, recorded on the script element for the tests to read. */
  const executed = [];

  function render(container, params) {
    const element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element || element.hasAttribute('data-stand-in-widget')) throw new Error('reCAPTCHA placeholder element must be an empty element');
    if (!params?.sitekey) throw new Error('Missing required parameters: sitekey');
    const id = widgets.length;
    element.setAttribute('data-stand-in-widget', String(id));
    element.setAttribute('data-size', params.size ?? 'normal');
    const widget = { element, checkbox: null };
    if (params.size === 'invisible') {
      element.textContent = 'protected by reCAPTCHA';
    } else {
      const label = document.createElement('label');
      widget.checkbox = document.createElement('input');
      widget.checkbox.type = 'checkbox';
      label.append(widget.checkbox, ' I’m not a robot');
      element.append(label);
    }
    widgets.push(widget);
    return id;
  }

  const widgetOf = (id) => {
    const widget = widgets[id ?? 0];
    if (!widget) throw new Error(`Invalid reCAPTCHA client id: ${id}`);
    return widget;
  };

  const api = {
    render,
    getResponse: (id) => (widgetOf(id).checkbox?.checked ? token : ''),
    reset: (id) => {
      const widget = widgetOf(id);
      if (widget.checkbox) widget.checkbox.checked = false;
    },
    execute: (id, options) => {
      widgetOf(id);
      executed.push(options?.action ?? '');
      script.setAttribute('data-executed-actions', executed.join(' '));
      return Promise.resolve(token);
    },
    ready: (callback) => callback(),
  };

  window.grecaptcha = Object.assign(window.grecaptcha ?? {}, enterprise ? { enterprise: api } : api);

  if (url.searchParams.get('render') !== 'explicit') {
    for (const element of document.querySelectorAll('.g-recaptcha')) render(element, { sitekey: element.dataset.sitekey });
  }
  const onload = url.searchParams.get('onload');
  if (onload) setTimeout(() => window[onload](), 0);
})();
