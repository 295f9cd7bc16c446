import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportSPKI, generateKeyPair, type CryptoKey } from 'jose';
import { createTestApp, type TestContext } from './app';
import type { DatabaseKind } from './databases';
import { svixHeaders } from './svix';

export interface ClerkTestApp {
  ctx: TestContext;
  /** Signs session tokens the app accepts. */
  privateKey: CryptoKey;
  webhookSecret: string;
}

/** A test app that accepts Clerk sessions signed by a fresh key pair and webhooks under a fresh secret. */
export async function createClerkTestApp(kind: DatabaseKind): Promise<ClerkTestApp> {
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const pair = await generateKeyPair('RS256');
  const ctx = await createTestApp(kind, {
    clerk: { jwtKey: await exportSPKI(pair.publicKey), webhookSecret },
  });
  return { ctx, privateKey: pair.privateKey, webhookSecret };
}

/** Delivers a Clerk event as svix signs it: `id` is the delivery's svix id. */
export function deliverClerkEvent(app: FastifyInstance, secret: string, id: string, event: object) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/clerk',
    payload: body,
    headers: svixHeaders(secret, id, body),
  });
}
