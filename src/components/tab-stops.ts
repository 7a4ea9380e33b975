const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements in `container` that Tab stops at, in order: not one taken out of the tab order
 * (`tabIndex` -1, as a picture's link beside its name's). A hidden control (a file input behind
 * its button, a collapsed section) matches FOCUSABLE but takes no focus: counted as a dialog's last
 * stop, it would let Tab slip out of the dialog.
 */
export const tabStops = (container: Element) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
