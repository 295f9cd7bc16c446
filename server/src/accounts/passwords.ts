import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): slow for guessing, fine for a login.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when an email is unknown, so a login takes as long either way. */
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => (dummyHash ??= hash('not-a-real-password'));

/** Checks a password against a stored hash, or against a dummy one when the account is unknown. */
export async function passwordMatches(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  const valid = await verifyPassword(storedHash ?? (await dummyPasswordHash()), password);
  return storedHash !== undefined && valid;
}
