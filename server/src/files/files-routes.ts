import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../platform/config';
import { errorResponses } from '../platform/route-schemas';
import { z } from 'zod';
import { forbidden, notFound } from '../platform/http-error';
import { isValidFileSignature } from './signed-url';
import { STORAGE_KEY } from '../platform/storage';
import { contentDisposition, resumeDownloadName } from './file-names';
import { resumeOwner } from './file-queries';

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

/** Nothing served here may run script, even an SVG opened on its own. */
const SANDBOXED = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/**
 * The pages that may frame a resume's preview: the site's, and our apps' own origins when they
 * are served apart (not the third-party clients').
 */
export function resumeFramingOrigins(config: AppConfig): string[] {
  return [
    ...(config.siteUrl ? [new URL(config.siteUrl).origin] : []),
    ...config.corsOrigins.filter((origin) => !config.compatOrigins.includes(origin)),
  ];
}

/**
 * Files: public logos, and private resumes behind signed links. `framingOrigins` are where the
 * pages are, which may frame a resume's preview.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ framingOrigins: string[] }> = async (
  app,
  { framingOrigins },
) => {
  const framedBy = ["'self'", ...new Set(framingOrigins)].join(' ');
  const previewPolicy = `default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; frame-ancestors ${framedBy}`;
  const send = async (key: string, reply: FastifyReply, csp = SANDBOXED) => {
    if (!STORAGE_KEY.test(key)) throw notFound('File not found');
    const data = await app.storage.read(key);
    if (!data) throw notFound('File not found');
    reply.header(
      'content-type',
      contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', csp);
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
          /** Shown in the browser (a recruiter's preview) rather than downloaded. */
          inline: z.enum(['1', 'true', '0', 'false']).optional(),
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
      const inline =
        (request.query.inline === '1' || request.query.inline === 'true') && key.endsWith('.pdf');
      const name = resumeDownloadName(await resumeOwner(app.db, key));
      reply.header(
        'content-disposition',
        contentDisposition(inline ? 'inline' : 'attachment', name, 'resume.pdf'),
      );
      // A download is never a page of this origin, whatever the browser makes of the bytes. A
      // preview is the browser's PDF viewer, which a sandbox stops (Chromium, Safari): the
      // bytes were found to be a PDF when uploaded and go out as one, with nosniff.
      return send(key, reply, inline ? previewPolicy : SANDBOXED);
    },
  );
};
