import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  /** RCPT TO addresses, as the server was told them. */
  recipients: string[];
  /** Who signed in to send it. */
  user: unknown;
}

const USER = 'mailer';
const PASSWORD = 'mail-secret';

/**
 * A real SMTP server in the test process (smtp-server), requiring a sign-in as a provider
 * would, that parses what it receives (mailparser). It can be stopped and started again on
 * the same port, as an SMTP outage.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** How long each message takes to be accepted: a send still in flight. */
  acceptDelayMs = 0;
  /** Recipients refused at RCPT TO with this SMTP code: 550 for good, 451 for now. */
  readonly refused = new Map<string, number>();
  /** Each refusal's recipient, in order: how often a message was tried. */
  readonly refusals: string[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  /** Where the app sends, credentials included. */
  get url(): string {
    return `smtp://${USER}:${PASSWORD}@127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) throw new Error('the test SMTP server is already running');
    const server = new SMTPServer({
      // Plain text on loopback: no certificate to make, and sign-in allowed without TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      closeTimeout: 100,
      onAuth: (auth, _session, callback) => {
        if (auth.username === USER && auth.password === PASSWORD)
          return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo: (address, _session, callback) => {
        const code = this.refused.get(address.address);
        if (code === undefined) return callback();
        this.refusals.push(address.address);
        const error = Object.assign(new Error(`Refused by the test server (${code})`), {
          responseCode: code,
        });
        return callback(error);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            await new Promise((resolve) => setTimeout(resolve, this.acceptDelayMs));
            const recipients = session.envelope.rcptTo.map((to) => to.address);
            this.received.push({ parsed, recipients, user: session.user });
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
    server.on('error', (error) => console.warn(`test SMTP server: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(resolve));
  }

  /** The received messages once there are `count`, or fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    await expect
      .poll(() => this.received.length, { timeout: timeoutMs, interval: 50 })
      .toBeGreaterThanOrEqual(count);
    return this.received;
  }
}
