// HTML's declarative dialog controls (invoker commands, light dismiss), which React passes through as attributes:
// a button with commandfor="id" command="show-modal" opens that dialog before any script runs.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
