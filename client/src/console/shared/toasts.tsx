// Results of what the owner did ("Basics saved.", "Coupon SPRING-15 created.") shown as toasts: React Aria's toast
// region (a landmark named Notifications, reachable with F6; each toast is announced and has a Dismiss button; timers
// pause while the pointer or focus is on a toast). A toast closes after six seconds; the same words again replace the
// toast showing them rather than stacking. Refusals and errors are not toasts: they stay beside the field or action.
import './shared.css';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';

/** How long a toast stays, in milliseconds (the least React Aria allows is 5 seconds). */
export const TOAST_TIMEOUT_MS = 6000;

const queue = new ToastQueue<string>({ maxVisibleToasts: 3 });

/** Shows what was done. */
export function notify(message: string) {
  for (const shown of queue.visibleToasts) if (shown.content === message) queue.close(shown.key);
  queue.add(message, { timeout: TOAST_TIMEOUT_MS });
}

export function Toasts() {
  return (
    <ToastRegion queue={queue} className="console-toasts" aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className="console-toast">
          <ToastContent>
            <Text slot="title">{toast.content}</Text>
          </ToastContent>
          <Button slot="close" className="console-toast-close" aria-label="Dismiss">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
