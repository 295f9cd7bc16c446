import Quill from 'quill';
// Inlined into this chunk, not imported as CSS: the federation plugin hands every CSS file of
// the remote to every screen it exposes, and Quill's styles belong to the job form only.
import quillStyles from 'quill/dist/quill.snow.css?inline';

/**
 * Quill's sheet takes the outline off its editable area, and, unlayered, it outweighs the
 * shell's focus ring: the ring is given back after it, inside the editor's border.
 */
const focusRing =
  '.ql-editor:focus-visible { outline: 2px solid var(--color-brand-600); outline-offset: -2px; }';

let stylesLoaded = false;
function loadStyles(): void {
  if (stylesLoaded) return;
  stylesLoaded = true;
  const styles = `${quillStyles}\n${focusRing}`;
  // A constructed sheet, not a <style> element, so a CSP without 'unsafe-inline' allows it.
  if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = styles;
    document.head.appendChild(style);
  }
}

// The protocols a link may use, as the server's sanitiser allows them. Quill turns any other
// into about:blank.
const Link = Quill.import('formats/link') as { PROTOCOL_WHITELIST: string[] };
Link.PROTOCOL_WHITELIST = ['http', 'https', 'mailto', 'tel', 'sms'];

const toolbar = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

/**
 * Quill's Tab bindings indent or insert a tab, so Tab never left the editor: a keyboard trap
 * (WCAG 2.1.2). Without them Tab and Shift+Tab move focus on, as in any other field.
 */
const tabBindings = Object.fromEntries(
  [
    'tab',
    'indent',
    'outdent',
    'remove tab',
    'table tab',
    'indent code-block',
    'outdent code-block',
  ].map((name) => [name, null]),
);

const names: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  link: 'Link',
  image: 'Image',
  clean: 'Clear formatting',
  'list-ordered': 'Numbered list',
  'list-bullet': 'Bulleted list',
};

/**
 * A Quill editor in `host`, labelled for assistive technology (Quill's toolbar is not), holding
 * `html` as Quill reads it.
 */
export function createEditor(host: HTMLElement, labelId: string, html: string): Quill {
  loadStyles();
  const quill = new Quill(host, {
    theme: 'snow',
    modules: {
      toolbar,
      uploader: { mimetypes: ['image/png', 'image/jpeg'] },
      keyboard: { bindings: tabBindings },
    },
  });
  // Silent, so the undo history starts here: undo cannot empty the editor of its starting text.
  if (html !== '') quill.setContents(quill.clipboard.convert({ html }), 'silent');
  quill.root.setAttribute('role', 'textbox');
  quill.root.setAttribute('aria-multiline', 'true');
  quill.root.setAttribute('aria-labelledby', labelId);
  const bar = host.previousElementSibling;
  bar?.querySelectorAll('button').forEach((button) => {
    const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3) ?? '';
    const key = button.value ? `${format}-${button.value}` : format;
    button.setAttribute('aria-label', names[key] ?? format);
  });
  bar
    ?.querySelectorAll('.ql-picker-label')
    .forEach((picker) => picker.setAttribute('aria-label', 'Text style'));
  return quill;
}
