import { flushSync } from 'react-dom';

/**
 * Closes a dialog (`close` sets the state that hides it) and puts focus back on `returnTo` in the same task. Radix
 * returns focus in a timer once the dialog is gone, so for one task focus was on the page's body: screen readers
 * then read out the whole document before the trigger (Orca: "… document web.", issue 34). Rendering the close at once
 * lets focus move before the browser tells assistive technology anything. Pair with `onCloseAutoFocus` calling
 * `preventDefault()`, so Radix's own return does not move it again.
 */
export function closeReturningFocus(close: () => void, returnTo: HTMLElement | null | undefined): void {
  flushSync(close);
  returnTo?.focus();
}
