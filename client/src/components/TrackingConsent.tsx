// The consent banner for outbound trackers (client/src/analytics/trackers.ts): shown only when the owner switched one
// on and this browser has not answered yet, never inside the site's editor frame. Shown after the page is
// interactive (the answer lives in this browser's storage, which the server cannot read), fixed at the bottom, so
// nothing on the page moves. Its answer starts the trackers (Accept) or keeps them off (Decline).
import { useEffect, useState } from 'react';
import { anyTracker } from '../../../domain/trackers.ts';
import { inFrame } from '../analytics/site.ts';
import { type Consent, decideConsent, setTrackerSettings, storedConsent } from '../analytics/trackers.ts';
import '../tracking-consent.css';
import { useSite } from '../lib/site.tsx';

export const CONSENT_TEXT = 'This site would like to use third-party trackers for analytics and advertising.';

export function TrackingConsent() {
  const trackers = useSite()?.trackers;
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!trackers) return;
    setTrackerSettings(trackers);
    setAsking(anyTracker(trackers) && storedConsent() === null && !inFrame());
  }, [trackers]);
  if (!asking) return null;
  const answer = (consent: Consent) => {
    decideConsent(consent);
    setAsking(false);
  };
  return (
    <section className="tracking-consent" aria-label="Tracking consent" data-tracking-consent="">
      <p>{CONSENT_TEXT}</p>
      <p className="tracking-consent__actions">
        <button type="button" onClick={() => answer('granted')}>
          Accept
        </button>
        <button type="button" onClick={() => answer('denied')}>
          Decline
        </button>
      </p>
    </section>
  );
}
