/**
 * Makes jsdom drop the focus of a control that becomes disabled, as browsers do: jsdom keeps it,
 * so a screen test passed where a keyboard user, in Chromium, found the focus on the page's body
 * (a button disabled while it saves). Imported by each app's test setup.
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
