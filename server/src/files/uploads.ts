import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../platform/http-error';

export type FileKind = 'pdf' | 'png' | 'jpg' | 'webp';

/** The real type of a file, from its first bytes; the name and the declared type can lie. */
export function sniffFileType(data: Buffer): FileKind | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Reads an uploaded file whole, within its size limit, and checks its type by content.
 * Nothing is stored here: a rejected or truncated upload leaves no file behind.
 */
export async function readUpload(
  file: MultipartFile,
  rule: { maxBytes: number; kinds: FileKind[]; tooLarge: string; wrongType: string },
): Promise<{ data: Buffer; kind: FileKind }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > rule.maxBytes) {
      file.file.resume(); // drain the rest so the request can finish
      throw new HttpError(413, rule.tooLarge);
    }
    chunks.push(chunk);
  }
  // The multipart stream stops at its own limit without an error: `truncated` says so.
  if (file.file.truncated) throw new HttpError(413, rule.tooLarge);
  const data = Buffer.concat(chunks);
  if (data.length === 0) throw new HttpError(400, 'The file is empty');
  const kind = sniffFileType(data);
  if (!kind || !rule.kinds.includes(kind)) throw new HttpError(415, rule.wrongType);
  return { data, kind };
}
