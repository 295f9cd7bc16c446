/**
 * Makes jsdom handle the focus as browsers do where it did not, so that a screen test fails where
 * a keyboard user in Chromium finds the focus on the page's body: a control that becomes disabled
 * loses the focus (a button disabled while it saves), and an inert one cannot take it (the page
 * behind a dialog). Imported by each app's test setup.
 */
function dropFocusFromDisabled() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !focused.matches(':disabled')) return;
  // jsdom's blur() ignores an element that is no longer focusable: the focus passes through a
  // stand-in, whose blur leaves it on the body.
  const standIn = document.createElement('span');
  standIn.tabIndex = -1;
  document.body.append(standIn);
  standIn.focus();
  standIn.blur();
  standIn.remove();
}

new MutationObserver(dropFocusFromDisabled).observe(document, {
  subtree: true,
  attributes: true,
  attributeFilter: ['disabled'],
});

// Nor can an inert element take the focus (a page behind an open dialog); jsdom gives it.
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element
const focusElement = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options?: FocusOptions) {
  if (this.closest('[inert]')) return;
  focusElement.call(this, options);
};

export {};
