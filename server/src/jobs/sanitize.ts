import sanitizeHtml from 'sanitize-html';

// What Quill produces: its block and inline formats, its ql-* classes, links and inline images.
const QUILL_CLASS = /^ql-(align|indent|size|font|direction)-[a-z0-9-]+$|^ql-syntax$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ol',
    'ul',
    'li',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'pre',
    'code',
    'span',
    'sub',
    'sup',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    '*': ['class'],
  },
  allowedClasses: { '*': [QUILL_CLASS] },
  // The spec's editor link protocols. Images only as the editor embeds them, png/jpeg data URLs:
  // the pages' CSP would block another site's image, and the site would see every reader.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // An image is kept only with a png/jpeg data URL (browsers read ' DATA:' as data: too).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^\s*data:image\/(png|jpeg);base64,/i.test(frame.attribs.src ?? ''),
  transformTags: {
    // The editor asks for no description of an image: without one, a screen reader would read
    // "image" or its data. An empty one leaves it out; a given one is kept.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** The allow-list sanitiser every job description passes before it is stored. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options);
}
