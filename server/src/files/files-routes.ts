import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../platform/route-schemas';
import { z } from 'zod';
import { forbidden, notFound } from '../platform/http-error';
import { isValidFileSignature } from './signed-url';
import { STORAGE_KEY } from '../platform/storage';

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const fileName = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}$/,
    'Unknown file',
  );

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = async (key: string, reply: FastifyReply) => {
    if (!STORAGE_KEY.test(key)) throw notFound('File not found');
    const data = await app.storage.read(key);
    if (!data) throw notFound('File not found');
    reply.header(
      'content-type',
      contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
    );
    reply.header('x-content-type-options', 'nosniff');
    // Nothing served here may run script, even an SVG opened on its own.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    return reply.send(data);
  };

  // Logos are public; their keys are unique per upload, so they never change.
  app.get(
    '/files/logos/:name',
    { schema: { params: z.object({ name: fileName }), response: { ...errorResponses(404) } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return send(`logos/${request.params.name}`, reply);
    },
  );

  // Resumes are private: only a signed, unexpired URL opens one.
  app.get(
    '/files/resumes/:name',
    {
      schema: {
        params: z.object({ name: fileName }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(100).optional(),
        }),
        response: { ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const key = `resumes/${request.params.name}`;
      const { expires, signature } = request.query;
      if (
        expires === undefined ||
        !signature ||
        !isValidFileSignature(app.auth.fileLinkKey, key, expires, signature)
      ) {
        throw forbidden('This resume link is invalid or has expired');
      }
      reply.header('cache-control', 'private, no-store');
      // A download, never a page of this origin, whatever the browser makes of the bytes.
      reply.header('content-disposition', 'attachment; filename="resume.pdf"');
      return send(key, reply);
    },
  );
};
