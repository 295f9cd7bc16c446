import { JOB_CATEGORIES, JOB_LEVELS, JOB_LOCATIONS, MAX_PAGE_SIZE } from 'shared-api/contract';
import { COUNT_AHEAD } from '../src/jobs/job-page-plan-queries';
import { eq } from 'drizzle-orm';
import { companies, jobs } from '../src/platform/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { companyToken, createCompany } from './helpers/factories';

/** A job as the in-memory model of the listing rule (docs/product.md, Rules) sees it. */
interface ModelJob {
  id: string;
  title: string;
  location: string;
  category: string;
  companyId: string;
  visible: boolean;
  postedAt: number;
}
interface Search {
  page: number;
  pageSize: number;
  title?: string;
  location?: string;
  categories?: string[];
  locations?: string[];
  companyId?: string;
}

const JOBS = 3_000;
const words = ['Senior', 'Junior', 'React', 'Data', 'Cloud', 'Designer', 'Engineer', 'Analyst'];

/** A small seeded generator: a failure names its seed and replays exactly. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const int = (n: number) => Math.floor(next() * n);
  const one = <T>(list: readonly T[]) => list[int(list.length)] as T;
  const some = <T>(list: readonly T[]) => list.filter(() => next() < 0.3);
  return { next, int, one, some };
}

/** The listing rule (docs/product.md, Rules), applied in memory: what the paged search must give. */
function expected(model: ModelJob[], search: Search) {
  const has = (text: string, part: string | undefined) =>
    !part || text.toLowerCase().includes(part.toLowerCase());
  const matching = model
    .filter(
      (job) =>
        job.visible &&
        (!search.categories?.length || search.categories.includes(job.category)) &&
        (!search.locations?.length || search.locations.includes(job.location)) &&
        has(job.title, search.title) &&
        has(job.location, search.location) &&
        (!search.companyId || job.companyId === search.companyId),
    )
    .sort((a, b) => b.postedAt - a.postedAt || (a.id < b.id ? 1 : -1));
  const offset = (search.page - 1) * search.pageSize;
  // Searches by category and location alone are counted exactly; with a title or a company, up
  // to COUNT_AHEAD past the page.
  const cap = search.title || search.companyId ? offset + COUNT_AHEAD : Infinity;
  return {
    ids: matching.slice(offset, offset + search.pageSize).map((job) => job.id),
    total: Math.min(matching.length, cap),
    totalIsLowerBound: matching.length > cap,
  };
}

describe.each(databaseKinds)('the paged job search at scale on %s', (kind) => {
  let ctx: TestContext;
  let model: ModelJob[];
  let companyIds: string[];
  const rng = random(20_261_122);

  beforeAll(async () => {
    ctx = await createTestApp(kind, { jobListCacheTtlMs: 600_000 });
    companyIds = [];
    for (let c = 0; c < 5; c += 1) companyIds.push((await createCompany(ctx.database.db)).id);
    const rows = Array.from({ length: JOBS }, () => ({
      companyId: rng.one(companyIds),
      title: `${rng.one(words)} ${rng.one(words)} ${rng.int(100)}`,
      description: '<p>Role</p>',
      location: rng.one(JOB_LOCATIONS),
      category: rng.one(JOB_CATEGORIES),
      level: rng.one(JOB_LEVELS),
      salary: rng.int(100_000),
      visible: rng.next() < 0.9,
      // Few distinct times: many ties, ordered by id.
      postedAt: 1_700_000_000_000 + rng.int(500) * 1000,
    }));
    model = [];
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await ctx.database.db
        .insert(jobs)
        .values(rows.slice(i, i + 500))
        .returning();
      model.push(...inserted);
    }
  }, 60_000);
  afterAll(async () => ctx.close());

  const searches = (count: number): Search[] =>
    Array.from({ length: count }, () => {
      const search: Search = {
        page: 1 + rng.int(rng.next() < 0.7 ? 3 : 400),
        pageSize: 1 + rng.int(MAX_PAGE_SIZE),
      };
      if (rng.next() < 0.4)
        search.title = rng.one(['eng', 'DATA', 'react 4', 'or', 'x', ' ']).trim();
      if (rng.next() < 0.2) search.location = rng.one(['bang', 'NEW', 'ai', 'zz']);
      if (rng.next() < 0.5) search.categories = rng.some(JOB_CATEGORIES);
      if (rng.next() < 0.5) search.locations = rng.some(JOB_LOCATIONS);
      if (rng.next() < 0.15) search.companyId = rng.one(companyIds);
      return search;
    });

  const ask = async (search: Search) => {
    const query = new URLSearchParams({
      page: String(search.page),
      pageSize: String(search.pageSize),
    });
    if (search.title) query.set('title', search.title);
    if (search.location) query.set('location', search.location);
    if (search.categories?.length) query.set('categories', search.categories.join(','));
    if (search.locations?.length) query.set('locations', search.locations.join(','));
    if (search.companyId) query.set('companyId', search.companyId);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query.toString()}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ jobs: { _id: string }[]; total: number; totalIsLowerBound: boolean }>();
    return {
      ids: body.jobs.map((job) => job._id),
      total: body.total,
      totalIsLowerBound: body.totalIsLowerBound,
    };
  };

  const checkAll = async (list: Search[]) => {
    for (const search of list) {
      expect({ search, answer: await ask(search) }).toEqual({
        search,
        answer: expected(model, search),
      });
    }
  };

  it('gives exactly what the rule gives, before and after writes, with the cache on', async () => {
    const list = searches(150);
    // Some counts must have stopped at the cap, some exact ones gone past it, and some pages must
    // be empty, or the test is weak.
    const answers = list.map((search) => expected(model, search));
    expect(answers.some((answer) => answer.totalIsLowerBound)).toBe(true);
    expect(answers.some((answer) => answer.total > COUNT_AHEAD * 2)).toBe(true);
    expect(answers.some((answer) => answer.ids.length === 0)).toBe(true);
    await checkAll(list);

    // Writes through the API: new jobs, and jobs hidden or shown again.
    for (let i = 0; i < 15; i += 1) {
      const companyId = rng.one(companyIds);
      const body = {
        title: `${rng.one(words)} Engineer new ${i}`,
        description: '<p>New</p>',
        location: rng.one(JOB_LOCATIONS),
        category: rng.one(JOB_CATEGORIES),
        level: 'Senior Level',
        salary: 1,
      };
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/company/post-job',
        headers: { token: await companyToken(ctx.app, companyId) },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select()
        .from(jobs)
        .where(eqId(res.json<{ job: { _id: string } }>().job._id));
      if (row) model.push(row);
    }
    for (let i = 0; i < 25; i += 1) {
      const job = rng.one(model);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/company/change-visibility',
        headers: { token: await companyToken(ctx.app, job.companyId) },
        payload: { id: job.id },
      });
      expect(res.statusCode).toBe(200);
      job.visible = !job.visible;
    }
    await checkAll(list);
    await checkAll(searches(50));

    // Title-only searches asked twice, the cache cleared between: the second answer of a title
    // that matched few comes through the trigram statement (job-page.ts), and must agree too.
    const titled = ['react 4', 'x', 'analyst 9', 'eng', 'Senior Data', 'new 1'].flatMap((title) =>
      [1, 2, 30].map((page) => ({ page, pageSize: 6, title })),
    );
    for (let round = 0; round < 2; round += 1) {
      ctx.app.jobListCache.clear();
      await checkAll(titled);
    }
    // A word that matched none, then many: the trigram statement still answers it in full.
    const rising = { page: 1, pageSize: 6, title: 'zzqq' };
    await checkAll([rising]);
    const risen = await ctx.database.db
      .insert(jobs)
      .values(
        Array.from({ length: COUNT_AHEAD + 20 }, (_, i) => ({
          companyId: companyIds[1] ?? '',
          title: `Zzqq ${i}`,
          description: '<p>Role</p>',
          location: rng.one(JOB_LOCATIONS),
          category: rng.one(JOB_CATEGORIES),
          level: rng.one(JOB_LEVELS),
          salary: 1,
          // Seven times among them: pages cut through ties, ordered by id.
          postedAt: 1_700_000_000_000 + (i % 7) * 1000,
        })),
      )
      .returning();
    model.push(...risen);
    for (let round = 0; round < 2; round += 1) {
      ctx.app.jobListCache.clear();
      await checkAll([rising, { ...rising, page: 3 }]);
    }
    expect(expected(model, rising).totalIsLowerBound).toBe(true);

    // A company removed with its jobs (the cascade a deleted account makes): counts follow.
    const gone = companyIds[0] ?? '';
    await ctx.database.db.delete(companies).where(eq(companies.id, gone));
    ctx.app.jobListCache.clear();
    model = model.filter((job) => job.companyId !== gone);
    await checkAll(list.filter((search) => search.companyId !== gone));
  }, 120_000);
});

const eqId = (id: string) => eq(jobs.id, id);
