import { z } from 'zod';

/** One email, as its callers write it: plain text and HTML of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe...); the ones the mailer writes itself are refused. */
  headers?: Record<string, string>;
}

// A header that named a second recipient or another sender would send mail the caller did not
// mean to send: these are written from the message's own fields only.
const RESERVED_HEADERS = new Set([
  'from',
  'sender',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

/** The longest subject the mailer takes; longer ones are cut by `subjectLine`. */
export const SUBJECT_MAX = 300;

/**
 * Text written by a person (a name, a job title) as it may stand in a header: every run of
 * white space or control characters one space, so no line break can start another header.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/**
 * A subject made of people's words, flattened and cut to fit, so that no name or title is ever
 * why a message cannot be sent. `max` counts UTF-16 units, as the mailer's check does; the cut
 * falls between code points, never inside a surrogate pair.
 */
export function subjectLine(text: string, max = SUBJECT_MAX): string {
  const flat = oneLine(text);
  if (flat.length <= max) return flat;
  let cut = '';
  for (const point of flat) {
    if (cut.length + point.length > max - 1) break;
    cut += point;
  }
  return `${cut.trimEnd()}…`;
}

const headerValue = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line');

const messageSchema = z.object({
  to: z.email(),
  subject: headerValue(SUBJECT_MAX),
  text: z.string().min(1),
  html: z.string().min(1),
  headers: z
    .record(z.string(), headerValue(2_000))
    .optional()
    // Checked here rather than as the record's key schema, whose issues do not say which key.
    .superRefine((headers, context) => {
      for (const name of Object.keys(headers ?? {})) {
        const problem = !/^[A-Za-z0-9-]+$/.test(name)
          ? 'is not a header name'
          : RESERVED_HEADERS.has(name.toLowerCase())
            ? 'is written by the mailer'
            : null;
        if (problem) context.addIssue({ code: 'custom', path: [name], message: problem });
      }
    }),
});

/**
 * Whether the mailer takes the message: checked before a batch queues it, so that one message
 * it refuses (an address it cannot send to) never fails the others, which would then be taken
 * again, and fail again, at every sweep.
 */
export function isMailable(message: MailMessage): boolean {
  return messageSchema.safeParse(message).success;
}

/** The message checked, or an error naming what is wrong: a caller's mistake, never sent. */
export function parseMailMessage(message: MailMessage): MailMessage {
  const parsed = messageSchema.safeParse(message);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid mail message: ${problems.join('; ')}`);
}
