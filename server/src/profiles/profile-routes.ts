import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { profileBodySchema, profileResponseSchema } from 'shared-api/contract';
import { userOf } from '../accounts/require-token';
import { accountGone } from '../accounts/live-accounts';
import { unauthorized } from '../platform/http-error';
import { errorResponses } from '../platform/route-schemas';
import { findProfile, saveProfile, type ProfileChanges } from './profile-queries';

/** What the body asks to write: the fields sent, '' stored as none. */
function changesOf(body: z.output<typeof profileBodySchema>): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of ['headline', 'phone', 'city'] as const)
    if (body[field] !== undefined) changes[field] = body[field] || null;
  for (const field of ['links', 'skills'] as const)
    if (body[field] !== undefined) changes[field] = body[field] ?? [];
  if (body.yearsOfExperience !== undefined) changes.yearsOfExperience = body.yearsOfExperience;
  return changes;
}

/**
 * A job seeker's own profile. Job seekers only, each their own: the companies whose jobs they
 * apply to read it with the application (pipeline/applicant-details).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (userId: string, message?: string) => {
    const found = await findProfile(app.db, userId);
    if (!found) throw unauthorized('Log in to continue');
    const { resume, profile, passwordSignIn } = found;
    return {
      success: true as const,
      ...(message ? { message } : {}),
      passwordSignIn,
      profile: {
        ...profile,
        resume: resume.key
          ? {
              url: app.fileUrls.resume(resume.key),
              fileName: resume.name,
              uploadedAt: resume.uploadedAt,
            }
          : null,
      },
    };
  };

  app.get(
    '/api/users/profile',
    { schema: { response: { 200: profileResponseSchema, ...errorResponses(401) } } },
    async (request) => answer(userOf(request)),
  );

  app.post(
    '/api/users/profile',
    {
      schema: {
        body: profileBodySchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      if (!(await saveProfile(app.db, userId, changesOf(request.body)))) throw accountGone();
      return answer(userId, 'Profile saved');
    },
  );
};
