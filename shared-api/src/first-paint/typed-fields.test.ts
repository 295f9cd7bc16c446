import { keepTypedFields, takeTypedFields } from './typed-fields';

/** A first paint as the server sends it: the URL's search in the boxes' values. */
function paint(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<main><form role="search"><input name="q" value="Designer"><input name="location" value="">' +
    '<button>Search</button></form></main>';
  document.body.append(root);
  return root;
}
const field = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

afterEach(() => {
  takeTypedFields(['q', 'location']);
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the fields typed into before the screen took over', () => {
  it('gives what was typed until the fields were removed, and where the person was', () => {
    const root = paint();
    keepTypedFields(root);
    const q = field(root, 'q');
    q.focus();
    q.value = 'Designer in Pune';
    q.setSelectionRange(8, 8);
    root.replaceChildren(); // React's first commit
    expect(takeTypedFields(['q', 'location'])).toEqual({
      q: { value: 'Designer in Pune', focused: true, selectionStart: 8, selectionEnd: 8 },
    });
    // Given once: the page's next visit starts from its URL.
    expect(takeTypedFields(['q', 'location'])).toEqual({});
  });

  it('gives a field the person was in but did not type into, for the focus', () => {
    const root = paint();
    field(root, 'location').focus();
    keepTypedFields(root);
    root.replaceChildren();
    expect(takeTypedFields(['q', 'location'])).toEqual({
      location: { value: '', focused: true, selectionStart: 0, selectionEnd: 0 },
    });
  });

  it('does not give the focus back once the person has clicked out of the field', async () => {
    const root = paint();
    keepTypedFields(root);
    const q = field(root, 'q');
    q.focus();
    q.value = 'Writer';
    q.blur(); // a click on the page's background
    await Promise.resolve();
    root.replaceChildren();
    expect(takeTypedFields(['q'])).toMatchObject({ q: { value: 'Writer', focused: false } });
  });

  it('gives nothing when nothing was typed, or when the screen shows at another path', () => {
    const root = paint();
    keepTypedFields(root);
    root.replaceChildren();
    expect(takeTypedFields(['q', 'location'])).toEqual({});

    const again = paint();
    keepTypedFields(again);
    field(again, 'q').value = 'Writer';
    window.history.replaceState(null, '', '/apply-jobs/1');
    expect(takeTypedFields(['q'])).toEqual({});
  });
});
