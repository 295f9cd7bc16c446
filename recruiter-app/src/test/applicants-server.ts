import {
  canMove,
  type Applicant,
  type Application,
  type ApplicationStatus,
  type DecisionStatus,
  type RecruiterJob,
} from 'shared-api/contract';
import type { FakeServer } from 'shared-api/testing/fake-server';
import { bodyOf, paramsOf } from './calls';
import { company, fakeServer, routes } from './render-screen';

import { recruiterJob } from './recruiter-job';

export const jobA = recruiterJob(1, { title: 'Frontend Developer', location: 'Chennai' });
export const jobB = recruiterJob(2, { title: 'Data Engineer', location: 'Mumbai' });

const hex = (n: number) => n.toString(16).padStart(4, '0');

/** An application to the test company; `n` makes its id, person and (newest first) date. */
export function application(
  n: number,
  fields: { status?: ApplicationStatus; name?: string; job?: RecruiterJob } = {},
): Application {
  const job = fields.job ?? jobA;
  return {
    _id: `00000000-0000-4000-8000-00000000${hex(n)}`,
    jobId: { _id: job._id, title: job.title, location: job.location },
    companyId: { _id: company._id, name: company.name, image: company.image },
    userId: {
      _id: `u${n}`,
      name: fields.name ?? `Person ${n}`,
      image: '',
      resume: `/files/resumes/${n}.pdf?signature=s`,
    },
    date: 1_000_000 - n,
    status: fields.status ?? 'Pending',
  };
}

const refused = (message: string) => ({ status: 409, data: { success: false, message } });

/**
 * The company side of the API over `applications`: paged and filtered, and moves checked with
 * the contract's own rule, as the server does. `overrides` replace a route.
 */
export function applicantsServer(
  initial: Applicant[],
  overrides: Record<string, FakeServer> = {},
  jobs: RecruiterJob[] = [jobA, jobB],
) {
  let applications = initial;
  let held: Promise<void> | null = null;
  // Each application's latest move, which an undo takes back (or refuses, as the server does,
  // when the undo names another).
  const moves = new Map<string, { from: ApplicationStatus; to: ApplicationStatus }>();
  const move = (ids: string[], status: DecisionStatus) => {
    applications = applications.map((a) => {
      if (!ids.includes(a._id)) return a;
      moves.set(a._id, { from: a.status, to: status });
      return { ...a, status };
    });
  };
  const calls = fakeServer(
    routes({
      'GET /api/company/company': () => ({ data: { success: true, company } }),
      'GET /api/company/list-jobs': () => ({
        data: { success: true, jobsData: jobs, total: jobs.length, page: 1, pageSize: 100 },
      }),
      'GET /api/company/applicants': async (config) => {
        if (held) await held;
        const { page, pageSize, status, jobId, q, screenedOut } = paramsOf(config);
        const size = Number(pageSize);
        const matching = applications.filter(
          (a) =>
            (!status || a.status === status) &&
            (!jobId || a.jobId._id === jobId) &&
            (!q || `${a.userId.name} ${a.jobId.title}`.toLowerCase().includes(String(q))) &&
            (!screenedOut || String(a.screenedOut === true) === screenedOut),
        );
        const from = (Number(page) - 1) * size;
        return {
          data: {
            success: true,
            applications: matching.slice(from, from + size),
            total: matching.length,
            page: Number(page),
            pageSize: size,
          },
        };
      },
      'POST /api/company/change-status': (config) => {
        const { id, status } = bodyOf(config) as { id: string; status: DecisionStatus };
        const now = applications.find((a) => a._id === id);
        if (!now)
          return { status: 404, data: { success: false, message: 'Application not found' } };
        if (!canMove(now.status, status)) {
          return refused(`An application cannot go from ${now.status} to ${status}`);
        }
        move([id], status);
        return { data: { success: true, message: `Application ${status.toLowerCase()}` } };
      },
      'POST /api/company/bulk-change-status': (config) => {
        const { ids, status, skipIneligible } = bodyOf(config) as {
          ids: string[];
          status: DecisionStatus;
          skipIneligible?: boolean;
        };
        if (skipIneligible) {
          const stuck = applications.filter(
            (a) => ids.includes(a._id) && !canMove(a.status, status),
          );
          const movable = ids.filter((id) => !stuck.some((a) => a._id === id));
          move(movable, status);
          const skipped = stuck.map((a) => ({ id: a._id, reason: `Already ${a.status}` }));
          const message = `${movable.length} applications ${status.toLowerCase()}; ${skipped.length} skipped`;
          return { data: { success: true, message, skipped } };
        }
        const stuck = applications.find((a) => ids.includes(a._id) && !canMove(a.status, status));
        if (stuck) {
          return refused(`Nothing changed: ${stuck.status} cannot go to ${status} (${stuck._id})`);
        }
        move(ids, status);
        return {
          data: { success: true, message: `${ids.length} applications ${status.toLowerCase()}` },
        };
      },
      'POST /api/company/undo-status': (config) => {
        const { id, from, to } = bodyOf(config) as { id: string; from?: string; to?: string };
        const last = moves.get(id);
        if (!last || (from && from !== last.from) || (to && to !== last.to)) {
          return refused('The change can no longer be undone');
        }
        moves.delete(id);
        applications = applications.map((a) => (a._id === id ? { ...a, status: last.from } : a));
        return {
          data: {
            success: true,
            message: `Change undone: the application is ${last.from} again`,
            application: { _id: id, status: last.from },
          },
        };
      },
      'GET /api/company/activity': () => ({ data: { success: true, activity: [] } }),
      ...overrides,
    }),
  );
  return {
    calls,
    /** The applicant list calls made so far. */
    listCalls: () => calls.filter((c) => c.url === '/api/company/applicants'),
    /** Holds list answers until the returned function is called. */
    holdLists: () => {
      let release: () => void = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    setStatus: (id: string, status: ApplicationStatus) => {
      applications = applications.map((a) => (a._id === id ? { ...a, status } : a));
    },
  };
}
