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

const oneLine = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line');

const messageSchema = z.object({
  to: z.email(),
  subject: oneLine(300),
  text: z.string().min(1),
  html: z.string().min(1),
  headers: z
    .record(z.string(), oneLine(2_000))
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

/** The message checked, or an error naming what is wrong: a caller's mistake, never sent. */
export function parseMailMessage(message: MailMessage): MailMessage {
  const parsed = messageSchema.safeParse(message);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid mail message: ${problems.join('; ')}`);
}
