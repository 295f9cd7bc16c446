import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server writes mail without SMTP_URL: DATA_DIR/mail, one process's or the API's
 * own when the apps are apart (playwright.config.ts).
 */
export const mailDir = (baseURL: string | undefined) =>
  fileURLToPath(
    new URL(
      baseURL?.includes(':3210') ? '../.e2e-data/mail/' : '../.e2e-data-apart/mail/',
      import.meta.url,
    ),
  );

/** The quoted-printable body of an .eml, decoded: soft line breaks joined, =XX made bytes. */
export const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Every message written to `dir`, decoded, newest first (they are named by the time written). */
export async function messages(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => decodeQuotedPrintable(await readFile(path.join(dir, name), 'utf8'))),
  );
}
