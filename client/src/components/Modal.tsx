// A modal dialog on the native <dialog>, portalled to <body> (a form inside never nests in the page's forms): opens
// when mounted (focus moves in, the page behind is inert), closes on Escape, on its own close controls and, when
// asked, on a click outside its box. Taller than the window, it stands 50 px below the window's top (spec §9 "Modal
// lightbox top margin"), as far above its bottom, and scrolls inside; shorter, it is centred.
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_LIGHTBOX_TOP_MARGIN_PX } from '../lib/storefront-timings.ts';

/** The margin as the stylesheet reads it (.modal's max-height). */
const MARGIN_STYLE = { '--modal-top-margin': `${MODAL_LIGHTBOX_TOP_MARGIN_PX}px` } as CSSProperties;

export type ModalProps = {
  /** The id of the element naming the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  closeOnOutsideClick?: boolean;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
};

export function Modal({ labelledBy, onClose, closeOnOutsideClick = false, role, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Focus goes back to whatever opened the dialog (the native return is lost once React removes the element).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Clicks on the backdrop land on the dialog itself; its box is the inner element. Escape is the keyboard twin.
    const outside = (event: MouseEvent) => {
      if (closeOnOutsideClick && event.target === dialog) close.current();
    };
    dialog.addEventListener('click', outside);
    return () => {
      dialog.removeEventListener('click', outside);
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [closeOnOutsideClick]);

  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      className={`modal ${className ?? ''}`}
      style={MARGIN_STYLE}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__box">{children}</div>
    </dialog>,
    document.body,
  );
}
