import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/**
 * The key that signs tokens and file URLs: JWT_SECRET when given, otherwise generated once and
 * kept in DATA_DIR so tokens survive a restart. In memory (tests) it lives as long as the process.
 */
export function loadSigningSecret(config: AppConfig): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (!config.dataDir) return randomBytes(32);
  const file = path.join(config.dataDir, 'signing-secret');
  let stored: Buffer | null = null;
  try {
    stored = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (stored) {
    // A damaged or hand-edited file must not leave tokens signed with a guessable key.
    if (stored.length < 32) {
      throw new Error(`${file} holds a key shorter than 32 bytes: delete it to make a new one`);
    }
    return stored;
  }
  const secret = randomBytes(32);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * A key of its own for each use of the signing secret (HKDF, RFC 5869): a token's signature can
 * then never pass for a file link's, nor the other way round, whatever either one signs.
 */
export function deriveKey(
  secret: Uint8Array,
  use: 'tokens' | 'file-links' | 'alert-links' | 'job-views' | 'release-pages' | 'release-clients',
): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'job-board', `job-board ${use}`, 32));
}
