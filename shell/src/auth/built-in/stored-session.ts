import type { User } from 'shared-api/contract';

/** What the built-in sign-in keeps between visits: the token and who it belongs to. */
export interface StoredSession {
  token: string;
  /** Epoch milliseconds when the token stops working. */
  expiresAt: number;
  user: Pick<User, '_id' | 'firstName' | 'lastName' | 'image'>;
}

const KEY = 'seekerSession';

/** The `exp` of a JWT, read without verifying it: the server does that on every call. */
export function tokenExpiry(token: string): number {
  try {
    const payload: unknown = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    if (
      payload &&
      typeof payload === 'object' &&
      'exp' in payload &&
      typeof payload.exp === 'number'
    ) {
      return payload.exp * 1000;
    }
  } catch {
    // not a JWT we can read: treat it as expired
  }
  return 0;
}

export function readSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    return typeof session.token === 'string' && typeof session.user._id === 'string'
      ? session
      : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the session lasts for this visit only
  }
}
