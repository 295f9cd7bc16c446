/** File names people see: an upload's as kept, a download's as sent in Content-Disposition. */

const NAME_MAX = 200;
/** What no file name keeps: controls, line and paragraph separators, and path separators. */
const UNSAFE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cf}/\\]+/gu;

/** The first `max` code points of `text`: never half of a surrogate pair. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * An uploaded file's name as kept and shown back to its owner: without the folders some
 * browsers send, on one line, at most NAME_MAX characters; `fallback` when nothing is left.
 */
export function uploadedFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const flat = cut(base.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim(), NAME_MAX).trim();
  return flat || fallback;
}

/** A resume's download name: `{First} {Last} - resume.pdf`, or `resume.pdf` without a name. */
export function resumeDownloadName(person: { firstName: string; lastName: string } | null): string {
  const name = person ? `${person.firstName} ${person.lastName}` : '';
  const flat = cut(name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim(), 100).trim();
  return flat ? `${flat} - resume.pdf` : 'resume.pdf';
}

/** RFC 8187's encoding of a header parameter: UTF-8, everything but its attr-chars escaped. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A Content-Disposition (RFC 6266) naming the file: `filename` in plain ASCII for every client,
 * what it cannot hold replaced (accents dropped, other letters gone, quotes and backslashes
 * left out; `fallback` when nothing is left), and `filename*` with the name in full when the
 * plain one is not it.
 */
export function contentDisposition(
  type: 'attachment' | 'inline',
  fileName: string,
  fallback: string,
): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s-]+/, '')
    .trim();
  const plain = ascii || fallback;
  const header = `${type}; filename="${plain}"`;
  return plain === fileName ? header : `${header}; filename*=UTF-8''${extValue(fileName)}`;
}
