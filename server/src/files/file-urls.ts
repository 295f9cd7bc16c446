import { signedFileUrl } from './signed-url';

/**
 * The URLs the API hands out for stored files: relative (same origin as the API) by default,
 * absolute under PUBLIC_URL when the front ends live on other origins and would otherwise
 * resolve `/files/...` against their own host.
 */
export class FileUrls {
  private readonly origin: string;

  constructor(
    private readonly secret: Uint8Array,
    publicUrl?: string,
  ) {
    this.origin = publicUrl ? publicUrl.replace(/\/+$/, '') : '';
  }

  /** A public file (a logo). */
  public(key: string): string {
    return `${this.origin}/files/${key}`;
  }

  /** A private file (a resume) as a signed, expiring URL; '' when there is none. */
  resume(key: string | null): string {
    return key ? `${this.origin}${signedFileUrl(this.secret, key)}` : '';
  }
}
