import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyOf } from './require-token';
import { findCompany } from './account-queries';

/** Who acts in a company's account: what the activity trail and a note's author record. */
export interface Actor {
  id: string;
  name: string;
  role: 'owner' | 'admin' | 'recruiter' | 'viewer';
}

/**
 * The one place that says who made a request under /api/company/. A company is one login for
 * now, so its owner; with team members each is themself, by their own id and name.
 */
export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const companyId = companyOf(request);
  const company = await findCompany(app.db, companyId);
  return { id: companyId, name: company?.name ?? 'The company', role: 'owner' };
}
