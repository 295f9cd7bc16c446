import { z } from 'zod';

/** Words a version may not be: `live` clears an override, `config` names config.json's entry. */
export const RESERVED_VERSIONS = ['live', 'config'];

export const remoteField = z.string().min(1).max(40);
export const versionField = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    'a version is 1-64 letters, digits, dots, dashes or underscores',
  );

export const registerBodySchema = z.object({
  remote: remoteField,
  version: versionField,
  // A path of this server (`/releases/...`) or an http(s) URL.
  entry: z
    .string()
    .max(1000)
    .regex(/^(\/[^/\\]|https?:\/\/)\S*$/, 'the entry is a path from / or an http(s) URL'),
});

export const promoteBodySchema = z.object({
  remote: remoteField,
  version: versionField,
  canaryPercent: z.number().int().min(1).max(100).optional(),
});

export const rollbackBodySchema = z.object({ remote: remoteField });

export const releaseMessageSchema = z.object({ success: z.literal(true), message: z.string() });

const versionSchema = z.object({
  version: z.string(),
  entry: z.string(),
  registeredAt: z.string(),
  live: z.boolean(),
  errorRate: z.number().nullable(),
  lcpP75: z.number().nullable(),
  pageLoads: z.number(),
  rolledBackAt: z.string().optional(),
  rollbackReason: z.string().optional(),
});

export const releasesResponseSchema = z.object({
  success: z.literal(true),
  remotes: z.array(
    z.object({
      remote: z.string(),
      stable: z.string().nullable(),
      canary: z.object({ version: z.string(), percent: z.number() }).nullable(),
      versions: z.array(versionSchema),
    }),
  ),
});
