// The promo popup's dialog (docs/promo-popup.md): the owner's offer with the newsletter sign-up or a button link, its
// Close button and Escape. Its code (with the forms') comes when the popup first opens (PromoPopup.tsx decides when).
import { useQuery } from '@apollo/client/react';
import { type FocusEvent, useCallback, useEffect, useId, useRef } from 'react';
import { isSitePath } from '../../../domain/block-links.ts';
import { CART_ACTION_TEXT } from '../../../domain/messages.ts';
import { PROMO_POPUP_CAPTCHA_ACTION } from '../../../domain/promo-popup-display.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePromoPopupCensus } from '../analytics/census.ts';
import type { PromoPopupQuery } from '../graphql/generated/documents/PromoPopupQuery.ts';
import { SiteFormDocument } from '../graphql/generated/documents/SiteFormQuery.ts';
import { Link } from '../lib/router.tsx';
import { ServerHtml } from './content/ServerHtml.tsx';
import { FormBlock } from './FormBlock.tsx';
import '../promo-popup.css';

type Popup = NonNullable<PromoPopupQuery['website']['promoPopup']>;

const POSITION_CLASS = { CENTER: 'center', BOTTOM_LEFT: 'bottom-left', BOTTOM_RIGHT: 'bottom-right' } as const;

export function PromoPopupDialog({ popup, onDismiss }: { popup: Popup; onDismiss: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  /** Where focus was before it came into the popup, to go back to when the popup closes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  usePromoPopupCensus();

  const close = useCallback(() => {
    const dialog = ref.current;
    if (dialog?.contains(document.activeElement) && cameFrom.current?.isConnected) cameFrom.current.focus();
    onDismiss();
  }, [onDismiss]);

  // Escape closes it wherever focus is, unless a modal dialog (quick view, lightbox) is open and takes Escape itself.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  const rememberOrigin = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  const classes = `promo-popup promo-popup--${POSITION_CLASS[popup.position]} promo-popup--${popup.theme === 'DARK' ? 'dark' : 'light'}`;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={classes}
      data-page-type={PageType.POPUP_OVERLAY}
      onFocus={rememberOrigin}
    >
      <button type="button" className="promo-popup__close" aria-label={CART_ACTION_TEXT.close} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      {popup.imageUrl && <img className="promo-popup__image" src={popup.imageUrl} alt={popup.imageAltText} />}
      <div className="promo-popup__content">
        <h2 id={titleId} className="promo-popup__title">
          {popup.title}
        </h2>
        {popup.body && <ServerHtml html={popup.body} className="promo-popup__body" />}
        {popup.form === 'NEWSLETTER' ? (
          <PromoPopupSignUp submitLabel={popup.buttonLabel} />
        ) : (
          popup.buttonUrl && <PromoPopupLink url={popup.buttonUrl} label={popup.buttonLabel} onFollow={onDismiss} />
        )}
      </div>
    </div>
  );
}

/** The website's newsletter form (the same answer the footer's sign-up reads), its captcha asked for the popup's action. */
function PromoPopupSignUp({ submitLabel }: { submitLabel: string }) {
  const { data } = useQuery(SiteFormDocument, { variables: { kind: 'NEWSLETTER' } });
  if (!data?.siteForm) return null;
  return (
    <FormBlock
      form={data.siteForm}
      captchaSettings={data.website.captchaSettings}
      submitLabel={submitLabel}
      headingLevel={3}
      className="promo-popup__form"
      captchaAction={PROMO_POPUP_CAPTCHA_ACTION}
    />
  );
}

/** The button of a popup without a form: following it counts as taking the offer. */
function PromoPopupLink({ url, label, onFollow }: { url: string; label: string; onFollow: () => void }) {
  if (isSitePath(url))
    return (
      <Link to={url} className="button promo-popup__button" onClick={onFollow}>
        {label}
      </Link>
    );
  return (
    <a href={url} className="button promo-popup__button" onClick={onFollow}>
      {label}
    </a>
  );
}
