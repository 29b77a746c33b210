// A form's captcha container (spec §4): the standard checkbox, or the enterprise badge, hidden until a field of the
// form gains focus and stacked higher inside a lightbox; the captcha's own error below it. Nothing without a site key.
import { useLayoutEffect, useState } from 'react';
import type { Captcha } from '../lib/use-captcha.ts';
import { FieldError } from './FieldError.tsx';

export function CaptchaBadge({ captcha, errorId, error }: { captcha: Captcha; errorId: string; error?: string }) {
  const { containerRef, enabled } = captcha;
  const [inLightbox, setInLightbox] = useState(false);
  useLayoutEffect(() => {
    if (enabled) setInLightbox(Boolean(containerRef.current?.closest('dialog, [role="dialog"]')));
  }, [containerRef, enabled]);
  if (!enabled) return null;
  const classes = [
    'captcha-badge',
    captcha.enterprise ? 'captcha-badge--enterprise' : null,
    captcha.enterprise && captcha.badgeShown ? 'captcha-badge--shown' : null,
    inLightbox ? 'captcha-badge--lightbox' : null,
  ];
  return (
    <>
      <fieldset className={classes.filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">CAPTCHA</legend>
        <div ref={containerRef} data-captcha-container="" />
      </fieldset>
      <FieldError id={errorId} message={error} />
    </>
  );
}
