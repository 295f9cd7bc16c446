import type { RemoteEntries } from '../../../federation.shared';

/** What the app runs with: read and checked once, from the environment, by loadConfig. */
export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database and files; null keeps the database in memory (tests). */
  dataDir: string | null;
  filesDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  clerk: {
    publishableKey?: string;
    jwtKey?: string;
    secretKey?: string;
    apiUrl?: string;
    webhookSecret?: string;
    /** Origins allowed as a session token's `azp`. */
    authorizedParties?: string[];
  };
  seedDemoData: boolean;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe: false, a number of proxies in front of us (counted
   * from the right, the only part a client cannot write), or the proxies' addresses.
   */
  trustProxy: false | number | string;
  /** Sign-in attempts per client per minute. */
  rateLimitMax: number;
  /** Jobs one company may post per minute. */
  postJobRateMax: number;
  /** Invitations one company may send per hour: each is a mail from our domain. */
  inviteRateMax: number;
  /** Time for a whole request, body included, to arrive. */
  requestTimeoutMs: number;
  /** How long a large answer may wait for its reader to take more before it is ended. */
  sendTimeoutMs: number;
  /** How long a page of the public job list is kept; job writes drop the pages they touch. */
  jobListCacheTtlMs: number;
  /** Days a job stays open when posted without a closing date. */
  jobDefaultDays: number;
  /** ISO 4217 currency of a job posted without one. */
  defaultCurrency: string;
  /**
   * How often each process looks for jobs past their closing date. At most 8 s: a job must leave
   * the lists within 10 s of closing, and the sweep itself and the note to other processes take
   * their share (the sweep drops the cached pages that could list the job, loads in flight too).
   */
  jobExpirySweepMs: number;
  /**
   * How often each process checks again the tokens of its open live streams, all at once. At
   * most 4 s: a stream must end within 5 s of its token's logout, password reset or account
   * deletion in any process, and the check itself takes its share.
   */
  liveTokenCheckMs: number;
  /** The API's public origin: file URLs are absolute under it; relative when unset. */
  publicUrl: string | undefined;
  /**
   * Where the pages live, when not on PUBLIC_URL (the shell on a static host): canonical and
   * sitemap URLs are made under it, and with SERVE_WEB_APPS=false this process renders the pages
   * routed to it from the shell's own index.html, config and remote manifests there.
   */
  siteUrl: string | undefined;
  /** Origins allowed to call the API from a browser (CORS); none when empty. */
  corsOrigins: string[];
  /**
   * Origins (among corsOrigins) of third-party clients written for the spec, which read a
   * failure's message only from a 200 answer: theirs answer handled failures 200 with
   * `success: false` (decision 33). Empty: every origin gets the real status codes.
   */
  compatOrigins: string[];
  /** Serve the built shell and remotes from this process (off in API tests). */
  serveWebApps: boolean;
  /** How the shell's 'Login' signs job seekers in: a dialog, or a sign-in page. */
  signInMode: 'modal' | 'redirect';
  /** Where the shell's config.json says each remote's entry is. */
  remoteEntries: RemoteEntries;
  /**
   * Shared counters for rate limits and sign-in throttling, so that several server processes
   * count together; each process counts alone when unset.
   */
  redis?: { url: string; keyPrefix: string } | undefined;
  /** Uploaded files in an S3-compatible bucket, shared by every process; local disk when unset. */
  s3?: S3Config | undefined;
  /**
   * Prometheus metrics on this port, apart from the public one (0 picks a free port: tests);
   * off when unset.
   */
  metricsPort?: number | undefined;
  /**
   * The address metrics listen on: loopback unless told otherwise, whatever HOST is, since
   * they tell the routes and the load to whoever reaches them.
   */
  metricsHost: string;
  /** SMTP server for mail (`smtp://user:pass@host:587`); without it, mail goes to DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  /** The From of every message. */
  mailFrom: string;
  /** How often each process looks for due mail when nothing wakes it. */
  mailPollMs: number;
  /**
   * Temporary refusals (4xx) of one message before it is set aside as failed; a 5xx sets it
   * aside at once, and tries that never reach the SMTP server (an outage) do not count.
   */
  mailMaxAttempts: number;
  /**
   * How long a company's status change can be undone; the candidate's mail about it waits this
   * long, and an undone change sends none (decision 0041).
   */
  undoWindowMs: number;
  /**
   * A job alert's digest goes at most once in this long (a minute to 30 days): a day by default,
   * the digest most boards send.
   */
  alertIntervalMs: number;
  /**
   * Days an application is kept whole once its job has closed or expired; past them it is
   * anonymised as a deleted applicant's is (privacy/retention-plugin). Stated in the privacy notice.
   */
  applicationRetentionDays: number;
  /**
   * A company's jobs stay unpublished until it follows the link mailed at registration (issue
   * 28); off by default, so the spec's flow (post, and the job is listed) is unchanged.
   */
  requireEmailVerification: boolean;
  /** Count each job's views (once per visitor per day); off only to measure what it costs. */
  jobViewCounting: boolean;
  /**
   * Visitors one address (an IPv6 one by its /64) counts per job and UTC day: a visitor is an
   * address and a user agent, so without it one client could count as many as it has user
   * agents to send. Above 1 so that a household or an office counts its people (decision 42).
   */
  jobViewAddressMax: number;
  /** Versioned releases of the remotes (issue 41, decision 45). */
  releases: ReleasesConfig;
}

export interface ReleasesConfig {
  /** The Bearer secret of the registry's calls; without it they answer 404. */
  token: string | undefined;
  /** Where published versions are served from (DATA_DIR/releases); none when null. */
  dir: string | null;
  /** Client addresses served a canary's pages before its error rate is judged. */
  canaryMinPageLoads: number;
  /** A canary erring more than this many times its stable's rate is rolled back. */
  canaryMaxErrorRatio: number;
  /** Client addresses that must report errors before a canary can be rolled back. */
  canaryMinErrorClients: number;
  /** Telemetry beacons per client address per minute. */
  telemetryRateMax: number;
  /** The share of page loads whose shell sends telemetry (config.json's telemetrySampleRate). */
  telemetrySampleRate: number;
}

export interface S3Config {
  bucket: string;
  /** Key prefix inside the bucket ('' for none). */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a test server); AWS itself when unset. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** When unset, the AWS SDK's own chain (AWS_ACCESS_KEY_ID, a role, a profile) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}
