import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../platform/http-error';
import { findCompany } from './account-queries';
import { companyOf } from './require-token';

/** Who in a company did something: the owner (the company account) or a team member. */
export interface Actor {
  id: string;
  name: string;
  role: 'owner' | 'admin' | 'recruiter' | 'viewer';
}

/**
 * The signed-in person behind a company route: a member as their token names them, the owner
 * as the company (its id and name). Only on routes behind the company hook.
 */
export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const companyId = companyOf(request);
  const member = request.member;
  if (member?.id) return { id: member.id, name: member.name ?? '', role: member.role };
  const company = await findCompany(app.db, companyId);
  if (!company) throw unauthorized('Recruiter login required');
  return { id: company.id, name: company.name, role: 'owner' };
}
