// The app replaces the prerendered landing with its own, identical DOM. Whatever the visitor did
// on the shell meanwhile must survive that: the field holding focus keeps it, and text typed or
// options chosen carry over into the app's fields (through their change events, so the app's
// state has them too).
import { SHELL_STYLE } from './boot-app';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const FIELDS = 'input, select, textarea';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    // With no option marked selected in the markup, the first one is.
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** Sets a value the way typing does, so React's onChange sees it. */
function carryOver(from: Field, to: Field): void {
  if (from instanceof HTMLInputElement && (from.type === 'checkbox' || from.type === 'radio')) {
    if ((to as HTMLInputElement).checked !== from.checked) (to as HTMLInputElement).click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set;
  setter?.call(to, from.value);
  to.dispatchEvent(
    new Event(to instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Call before the app renders into `root`, which holds the shell: once the app's first render has
 * replaced the shell, focus and changed field values are moved to the same places in the app.
 */
export function keepShellStateOnTakeOver(root: HTMLElement): void {
  const shellStyle = root.querySelector(SHELL_STYLE);
  if (!shellStyle) return;
  const shellFields = [...root.querySelectorAll<Field>(FIELDS)];
  const shellFocusables = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  // Focus may have moved before this script ran. Chromium fires focusout as the app removes the
  // focused element, with the element still in place: a blur only counts if the element is still
  // there a task later.
  let focused = root.contains(document.activeElement)
    ? (document.activeElement as HTMLElement)
    : null;
  const onFocusIn = (event: FocusEvent) => (focused = event.target as HTMLElement);
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    setTimeout(() => {
      if (focused === target && target.isConnected) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  const observer = new MutationObserver(() => {
    if (shellStyle.isConnected) return;
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    const appFields = [...root.querySelectorAll<Field>(FIELDS)];
    shellFields.forEach((field, index) => {
      const twin = appFields[index];
      if (twin && twin.tagName === field.tagName && isChanged(field)) carryOver(field, twin);
    });
    const focusIndex = focused ? shellFocusables.indexOf(focused) : -1;
    if (focusIndex >= 0 && document.activeElement === document.body) {
      root.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex]?.focus();
    }
  });
  observer.observe(root, { childList: true });
}
