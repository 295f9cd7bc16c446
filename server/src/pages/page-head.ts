import {
  FIRST_PAINT_MARKER,
  PAGE_DATA_ID,
  escapeHtml,
  type FirstPaintValues,
} from 'shared-api/first-paint';

export { escapeHtml };

/** What the server puts in a page's head before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page as it should be indexed; none on pages that are not indexed. */
  canonical?: string;
  /** Open Graph: the page's kind and a picture for link previews. */
  openGraph?: { type: 'website' | 'article'; url: string; image?: string };
  /** Structured data (schema.org), one JSON-LD script each. */
  jsonLd?: object[];
  /** `noindex` on pages a search engine should not keep (not found, gone). */
  robots?: string;
}

/**
 * The opened page's content before any script (shared-api/first-paint): its remote's markup
 * filled with the page's values, the stylesheets that style it, and the API answers it shows,
 * so that the screen renders them at once (shared-api/first-paint/page-data).
 */
export interface PageBody {
  html: string;
  styles: readonly string[];
  data?: Readonly<Record<string, unknown>>;
}

/** What a page shows before any script: its remote's first paint for `screen`, filled. */
export interface PageContent {
  /** The router pattern of the screen, as its remote's manifest or the shell's first paints list it. */
  screen: string;
  values: FirstPaintValues;
  /** The API answers the screen renders first; asked for only when the page has a first paint. */
  data?: () => Promise<PageBody['data']>;
}

/** A page's status, its head, and its first paint when it has one. */
export interface PageAnswer {
  status: number;
  head: PageHead;
  content?: PageContent;
}

/**
 * JSON inside a script element: `<` is escaped so that no `</script>` or `<!--` in a job's text
 * can end the element early, and the two line separators JavaScript once refused.
 */
export const scriptJson = (value: object): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string, page: boolean) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}"${page ? ' data-page-head' : ''}>`;

/**
 * The head's tags. Those that describe this one page are marked `data-page-head`: the shell drops
 * them at its first navigation, after which they would describe another page.
 */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description, false),
  ];
  if (head.robots) tags.push(meta('name', 'robots', head.robots, true));
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-head>`);
  }
  const og = head.openGraph;
  if (og) {
    tags.push(
      meta('property', 'og:type', og.type, true),
      meta('property', 'og:title', head.title, true),
      meta('property', 'og:description', head.description, true),
      meta('property', 'og:url', og.url, true),
    );
    if (og.image) tags.push(meta('property', 'og:image', og.image, true));
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

const TEMPLATE_TITLE = /<title\b[^>]*>[\s\S]*?<\/title>\s*/i;
const TEMPLATE_DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The shell's index.html with this page's head in place of its default title and description,
 * and the page's first paint where the shell marks it: a shell built before the marker gets none.
 */
export function renderPage(template: string, head: PageHead, body?: PageBody): string {
  const bare = template.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '');
  const at = bare.search(/<\/head>/i);
  if (at < 0) throw new Error("The shell's index.html has no </head>");
  let tags = renderHead(head);
  let rest = bare.slice(at);
  if (body && rest.includes(FIRST_PAINT_MARKER)) {
    // After the shell's own stylesheet, in the order the remote's would be added at run time.
    for (const href of body.styles)
      tags += `\n    <link rel="stylesheet" href="${escapeHtml(href)}">`;
    // The data first: the page's own markup could hold a `</body>` of its text.
    if (body.data) {
      const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(body.data)}</script>`;
      rest = rest.replace(/<\/body>/i, () => `${data}\n  </body>`);
    }
    rest = rest.replace(FIRST_PAINT_MARKER, () => body.html);
  }
  return `${bare.slice(0, at)}  ${tags}\n  ${rest}`;
}
