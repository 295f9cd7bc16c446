import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { messageResponseSchema } from 'shared-api/contract';
import { z } from 'zod';
import {
  deleteClerkUser,
  firstDelivery,
  forgetOldDeliveries,
  upsertClerkUser,
  type ClerkProfile,
} from './clerk-queries';
import { badRequest, notFound, unauthorized } from '../platform/http-error';
import { verifySvixSignature } from './svix';
import { removeAfterErase } from '../privacy/remove-after-erase';

const clerkUserSchema = z.object({
  id: z.string().min(1),
  updated_at: z.number().int().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  image_url: z.string().nullish(),
  primary_email_address_id: z.string().nullish(),
  email_addresses: z.array(z.object({ id: z.string(), email_address: z.string() })).optional(),
});
const eventSchema = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) });

/** Clerk's user webhooks: svix-signed, verified on the raw body, idempotent. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.clerkWebhookSecret;
  // The signature covers the exact bytes sent, so this route keeps the body as a string.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/webhooks/clerk',
    {
      schema: {
        body: z.string(),
        headers: z.object({
          'svix-id': z.string().optional(),
          'svix-timestamp': z.string().optional(),
          'svix-signature': z.string().optional(),
        }),
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      if (!secret) throw notFound('Clerk webhooks are not configured');
      const headers = request.headers;
      const signed = {
        id: headers['svix-id'],
        timestamp: headers['svix-timestamp'],
        signature: headers['svix-signature'],
      };
      if (!verifySvixSignature(secret, signed, request.body))
        throw unauthorized('Invalid webhook signature');

      let json: unknown;
      try {
        json = JSON.parse(request.body);
      } catch {
        throw badRequest('The webhook body is not valid JSON');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw badRequest('The webhook body is not a Clerk event');
      const { type, data } = event.data;

      const change = clerkChange(type, data);

      // The delivery is recorded in the transaction of its effect: a delivery replayed within
      // the signature's tolerance is answered, not applied again, while one that failed (its
      // transaction rolled back, the answer a 5xx) is applied when Clerk retries it.
      await forgetOldDeliveries(app.db);
      const outcome = await app.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, signed.id ?? ''))) return { message: 'already handled' };
        if (change.kind === 'profile') {
          const applied = await upsertClerkUser(tx, change.profile);
          return { message: applied ? 'handled' : 'ignored' };
        }
        if (change.kind === 'deleted') {
          const { resumeKey } = await deleteClerkUser(tx, change.clerkId);
          return { message: 'handled', resumeKey };
        }
        return { message: change.kind === 'none' ? 'handled' : 'ignored' };
      });
      // The resume goes once the erase has committed; storage that is away then does not
      // make Clerk retry an erase that stands (decision 43).
      if (outcome.resumeKey) await removeAfterErase(app, outcome.resumeKey);
      return { success: true as const, message: `${type} ${outcome.message}` };
    },
  );
};

type ClerkChange =
  | { kind: 'profile'; profile: ClerkProfile }
  | { kind: 'deleted'; clerkId: string }
  | { kind: 'none' }
  | { kind: 'ignored' };

/** What a Clerk event asks of us, read before anything is written; 400 when it is malformed. */
function clerkChange(type: string, data: Record<string, unknown>): ClerkChange {
  if (type === 'user.created' || type === 'user.updated') {
    const user = clerkUserSchema.safeParse(data);
    if (!user.success) throw badRequest('The webhook user has no id');
    const u = user.data;
    const primary =
      u.email_addresses?.find((e) => e.id === u.primary_email_address_id) ?? u.email_addresses?.[0];
    return {
      kind: 'profile',
      profile: {
        clerkId: u.id,
        firstName: u.first_name ?? '',
        lastName: u.last_name ?? '',
        email: primary?.email_address ?? null,
        image: u.image_url ?? '',
        clerkUpdatedAt: u.updated_at ?? null,
      },
    };
  }
  if (type === 'user.deleted') {
    // A deletion without an id has nothing to erase; it is answered as handled, as before.
    return typeof data.id === 'string' ? { kind: 'deleted', clerkId: data.id } : { kind: 'none' };
  }
  return { kind: 'ignored' };
}
