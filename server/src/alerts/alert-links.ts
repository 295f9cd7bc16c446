import { createHmac } from 'node:crypto';
import type { AppConfig } from '../platform/config';
import { tokenHash } from '../accounts/revoked-token-queries';
import { configuredSiteOrigin } from '../pages/site-urls';

/**
 * The unsubscribe link of a job alert. Its token is an HMAC of the alert's id under a key of its
 * own (derived from the signing secret), so every digest of the alert carries the same working
 * link, while the table keeps only the token's sha-256: someone who reads the table (a backup)
 * cannot unsubscribe anyone. A new signing secret ends the old links, as it ends sessions.
 */
export class AlertLinks {
  /** Where the API answers: the unsubscribe URL is an API call, not a page of the shell. */
  readonly apiOrigin: string;
  /** Where the pages are: the jobs and the home search. */
  readonly siteOrigin: string;

  constructor(
    private readonly key: Uint8Array,
    config: Pick<AppConfig, 'siteUrl' | 'publicUrl' | 'port'>,
  ) {
    // With the shell on a static host (SITE_URL), only page paths reach this process there.
    this.apiOrigin = (
      config.publicUrl ??
      config.siteUrl ??
      `http://localhost:${config.port}`
    ).replace(/\/+$/, '');
    this.siteOrigin = configuredSiteOrigin(config);
  }

  tokenOf(alertId: string): string {
    return createHmac('sha256', this.key).update(`job-alert:${alertId}`).digest('base64url');
  }

  hashOf(token: string): string {
    return tokenHash(token);
  }

  unsubscribeUrl(alertId: string): string {
    return `${this.apiOrigin}/api/alerts/unsubscribe?token=${this.tokenOf(alertId)}`;
  }
}
