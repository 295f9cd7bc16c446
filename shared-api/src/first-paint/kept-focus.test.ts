import { keepFirstPaintFocus, takeFirstPaintFocus } from './kept-focus';

/** A job page's first paint as the server sends it: two Apply buttons, a link, a search box. */
const PAGE =
  '<main><h1 tabindex="-1">Designer</h1><a href="/company/7">Acme</a>' +
  '<button>Apply Now</button><button aria-label="Save Designer">Save</button>' +
  '<p>About the job</p><button>Apply Now</button><input name="q"></main>';

function paint(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.append(root);
  return root;
}
/** React's first commit: the same boxes, new elements. */
function takeOver(root: HTMLElement) {
  root.innerHTML = PAGE;
}
const buttons = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].filter((b) => b.textContent === name);

afterEach(() => {
  takeFirstPaintFocus();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the focus on a first paint when the screen takes over', () => {
  it('goes to the matching control of the screen, the second of two alike too', () => {
    const root = paint();
    keepFirstPaintFocus(root);
    buttons(root, 'Apply Now')[1]?.focus();
    takeOver(root);
    expect(document.activeElement).toBe(document.body);
    expect(takeFirstPaintFocus()).toBe(true);
    expect(document.activeElement).toBe(buttons(root, 'Apply Now')[1]);
  });

  it('goes to a link by its target, when the control had the focus before the shell started', () => {
    const root = paint();
    root.querySelector('a')?.focus();
    keepFirstPaintFocus(root);
    takeOver(root);
    takeFirstPaintFocus();
    expect(document.activeElement).toBe(root.querySelector('a[href="/company/7"]'));
  });

  it('is not taken when none was on the first paint, or the person left it', async () => {
    const root = paint();
    keepFirstPaintFocus(root);
    takeOver(root);
    expect(takeFirstPaintFocus()).toBe(false);
    expect(document.activeElement).toBe(document.body);

    const again = paint();
    keepFirstPaintFocus(again);
    buttons(again, 'Apply Now')[0]?.focus();
    buttons(again, 'Apply Now')[0]?.blur(); // a click on the page's background
    await Promise.resolve();
    takeOver(again);
    expect(takeFirstPaintFocus()).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the person moved it since, and leaves fields to typed-fields', () => {
    const root = paint();
    keepFirstPaintFocus(root);
    buttons(root, 'Apply Now')[0]?.focus();
    takeOver(root);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    expect(takeFirstPaintFocus()).toBe(false);
    expect(document.activeElement).toBe(elsewhere);

    const again = paint();
    keepFirstPaintFocus(again);
    again.querySelector('input')?.focus();
    takeOver(again);
    expect(takeFirstPaintFocus()).toBe(false);
  });

  it('is given once, and not to a screen shown at another path', () => {
    const root = paint();
    keepFirstPaintFocus(root);
    buttons(root, 'Apply Now')[0]?.focus();
    takeOver(root);
    window.history.replaceState(null, '', '/apply-jobs/2');
    expect(takeFirstPaintFocus()).toBe(false);
    window.history.replaceState(null, '', '/');
    expect(takeFirstPaintFocus()).toBe(false);
  });
});
