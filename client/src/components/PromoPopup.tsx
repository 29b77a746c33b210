// The promo popup (page type 104, docs/promo-popup.md): the owner's offer with the newsletter sign-up or a button
// link, shown after its delay or scroll point on the pages it is set for, never on the cart, checkout, account or
// order pages. Closed by its Close button or Escape; once closed or submitted, this browser does not see it again for
// the days the owner chose (localStorage). Its opening is counted.
//
// It is a non-modal dialog: it opens by itself while the shopper is doing something else, so it takes no focus and
// leaves the page usable (no backdrop, nothing inert) — an offer must not interrupt typing or reading. Keyboard users
// reach it next in the tab order after the header; focus goes back where it came from when it closes.
import { useQuery } from '@apollo/client/react';
import { type FocusEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isSitePath } from '../../../domain/block-links.ts';
import { CART_ACTION_TEXT } from '../../../domain/messages.ts';
import { PROMO_POPUP_CAPTCHA_ACTION, promoPopupShowsOn, promoPopupSnoozed } from '../../../domain/promo-popup-display.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePromoPopupCensus } from '../analytics/census.ts';
import { PromoPopupDocument, type PromoPopupQuery, SiteFormDocument, SiteNavigationDocument } from '../graphql/generated/graphql.ts';
import { promoPopupDismissedAt, rememberPromoPopupDismissed } from '../lib/promo-popup-memory.ts';
import { FORM_SUCCESS_EVENT } from '../lib/use-site-form.ts';
import { homeSlug } from '../screens/HomeScreen.tsx';
import { ServerHtml } from './content/ServerHtml.tsx';
import { FormBlock } from './FormBlock.tsx';
import '../promo-popup.css';

type Popup = NonNullable<PromoPopupQuery['website']['promoPopup']>;
type Phase = 'waiting' | 'open' | 'dismissed';

const POSITION_CLASS = { CENTER: 'center', BOTTOM_LEFT: 'bottom-left', BOTTOM_RIGHT: 'bottom-right' } as const;

/** How far down the page the visitor has scrolled, in percent (0 on a page too short to scroll). */
function scrolledPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? (window.scrollY / scrollable) * 100 : 0;
}

export function PromoPopup() {
  const { data } = useQuery(PromoPopupDocument);
  const { pathname } = useLocation();
  const websiteId = data?.website.id ?? null;
  const popup = data?.website.promoPopup?.enabled ? data.website.promoPopup : null;
  const homeOnly = popup?.pages === 'HOME';
  // The home page is '/' and its own address (the first page of the main navigation, which the header has loaded).
  const navigation = useQuery(SiteNavigationDocument, { skip: !homeOnly });
  const home = navigation.data ? homeSlug(navigation.data.navigation) : null;
  const [phase, setPhase] = useState<Phase>('waiting');
  const here = popup !== null && promoPopupShowsOn(pathname, homeOnly ? 'home' : 'all', home);

  const trigger = popup?.trigger;
  const delaySeconds = popup?.delaySeconds ?? 0;
  const scrollPercent = popup?.scrollPercent ?? 0;
  const days = popup?.showAgainAfterDays ?? 0;

  // Waits for the delay or the scroll point while the visitor is on a page it shows on, unless it was closed lately.
  useEffect(() => {
    if (!here || !websiteId || phase !== 'waiting') return;
    if (promoPopupSnoozed(promoPopupDismissedAt(websiteId), days, Date.now())) {
      setPhase('dismissed');
      return;
    }
    if (trigger === 'ON_LOAD') {
      const timer = window.setTimeout(() => setPhase('open'), delaySeconds * 1000);
      return () => window.clearTimeout(timer);
    }
    const check = () => {
      if (scrolledPercent() >= scrollPercent) setPhase('open');
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [here, websiteId, phase, trigger, delaySeconds, scrollPercent, days]);

  // Signing up to the newsletter anywhere (this popup's form, the footer's) counts as submitted: it is remembered,
  // and a popup not yet shown stays away. One already open stays, showing its submission message.
  const signsUp = popup?.form === 'NEWSLETTER';
  useEffect(() => {
    if (!signsUp || !websiteId) return;
    const submitted = () => {
      rememberPromoPopupDismissed(websiteId);
      setPhase((current) => (current === 'waiting' ? 'dismissed' : current));
    };
    window.addEventListener(FORM_SUCCESS_EVENT, submitted);
    return () => window.removeEventListener(FORM_SUCCESS_EVENT, submitted);
  }, [signsUp, websiteId]);

  const dismiss = useCallback(() => {
    if (websiteId) rememberPromoPopupDismissed(websiteId);
    setPhase('dismissed');
  }, [websiteId]);

  if (!popup || !here || phase !== 'open') return null;
  return <PromoPopupDialog popup={popup} onDismiss={dismiss} />;
}

function PromoPopupDialog({ popup, onDismiss }: { popup: Popup; onDismiss: () => void }) {
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
