import type { Job } from 'shared-api/contract';
import { createTestApp, type TestContext } from './helpers/app';
import { databaseKinds } from './helpers/databases';
import { createCompany, createJob } from './helpers/factories';

interface Answer {
  jobs: Job[];
  total: number;
  totalIsLowerBound: boolean;
  didYouMean?: string;
}

describe.each(databaseKinds)('keyword search on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Uncached: every answer is the database's.
    ctx = await createTestApp(kind, { jobListCacheTtlMs: 0 });
  });
  afterAll(async () => ctx.close());

  const search = async (query: Record<string, string>) => {
    const params = new URLSearchParams({ page: '1', pageSize: '50', ...query });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${params.toString()}` });
    expect(res.statusCode).toBe(200);
    return res.json<Answer>();
  };
  const titles = async (query: Record<string, string>) =>
    (await search(query)).jobs.map((job) => job.title);
  let minutes = 0;
  /** Jobs posted one minute apart, in the order made: the last is the newest. */
  const make = async (values: Parameters<typeof createJob>[2], companyId?: string) => {
    minutes += 1;
    const company = companyId ?? (await createCompany(ctx.database.db)).id;
    return createJob(ctx.database.db, company, {
      postedAt: Date.now() - 10 * 86_400_000 + minutes * 60_000,
      ...values,
    });
  };

  it('finds words in the description and their other forms, a title match first', async () => {
    await make({ title: 'Kestrel React Engineer', description: '<p>Components.</p>' });
    await make({
      title: 'Kestrel Frontend Developer',
      description: '<p>You will write <strong>React</strong> every day.</p>',
    });
    await make({ title: 'Kestrel Accountant', description: '<p>Ledgers.</p>' });

    expect(await titles({ q: 'kestrel react' })).toEqual([
      'Kestrel React Engineer',
      'Kestrel Frontend Developer',
    ]);
    expect(await titles({ q: 'kestrel react', sort: 'newest' })).toEqual([
      'Kestrel Frontend Developer',
      'Kestrel React Engineer',
    ]);
    expect(await titles({ q: 'kestrel developers' })).toEqual(['Kestrel Frontend Developer']);
    const answer = await search({ q: 'kestrel' });
    expect(answer.total).toBe(3);
    expect(answer.totalIsLowerBound).toBe(false);
    expect(answer.didYouMean).toBeUndefined();
  });

  it('reads a phrase, an excluded word and or as a web search does', async () => {
    await make({ title: 'Osprey Senior Data Analyst' });
    await make({ title: 'Osprey Data Engineer' });
    await make({ title: 'Osprey Analyst of Market Data' });
    expect(await titles({ q: 'osprey "data analyst"' })).toEqual(['Osprey Senior Data Analyst']);
    expect(new Set(await titles({ q: 'osprey data -engineer' }))).toEqual(
      new Set(['Osprey Senior Data Analyst', 'Osprey Analyst of Market Data']),
    );
    expect(new Set(await titles({ q: 'osprey engineer or market' }))).toEqual(
      new Set(['Osprey Data Engineer', 'Osprey Analyst of Market Data']),
    );
  });

  it('finds a company’s jobs by its name, the category and the level', async () => {
    const company = await createCompany(ctx.database.db, { name: 'Quokkasoft Labs' });
    await make({ title: 'Plain title one', category: 'Cybersecurity' }, company.id);
    expect(await titles({ q: 'quokkasoft' })).toEqual(['Plain title one']);
    expect(await titles({ q: 'quokkasoft cybersecurity' })).toEqual(['Plain title one']);
    expect(await titles({ q: 'quokkasoft designing' })).toEqual([]);
  });

  it('tries a word that matches nothing as a misspelling, and says so', async () => {
    await make({ title: 'Wombatscript Wizard' });
    const answer = await search({ q: 'wombatscrpt' });
    expect(answer.didYouMean).toBe('wombatscript');
    expect(answer.jobs.map((job) => job.title)).toEqual(['Wombatscript Wizard']);
    expect(answer.total).toBe(1);

    const nothing = await search({ q: 'zzqxv' });
    expect(nothing).toMatchObject({ jobs: [], total: 0 });
    expect(nothing.didYouMean).toBeUndefined();
  });

  it('finds at least what the title search found: a part of a title word', async () => {
    await make({ title: 'Capybarascript Developer' });
    const byTitle = await titles({ title: 'barascript' });
    expect(byTitle).toEqual(['Capybarascript Developer']);
    expect(await titles({ q: 'barascript' })).toEqual(byTitle);
    expect(await titles({ q: '"barascript"' })).toEqual([]);
  });

  it('sorts by the top of the range made yearly, jobs without pay last', async () => {
    await make({ title: 'Pelican hourly', salary: 40, salaryPeriod: 'HOUR' });
    await make({ title: 'Pelican unpaid', salary: 0 });
    await make({ title: 'Pelican yearly', salary: 90_000 });
    await make({
      title: 'Pelican monthly',
      salary: 5_000,
      salaryMax: 8_000,
      salaryPeriod: 'MONTH',
    });
    expect(await titles({ q: 'pelican', sort: 'pay' })).toEqual([
      'Pelican monthly',
      'Pelican yearly',
      'Pelican hourly',
      'Pelican unpaid',
    ]);
    // Without keywords too, and with the other filters.
    const paid = await titles({ sort: 'pay', categories: 'Programming', pageSize: '50' });
    expect(paid.indexOf('Pelican monthly')).toBeLessThan(paid.indexOf('Pelican yearly'));
  });

  it('combines keywords with every other filter, and counts what it finds', async () => {
    await make({ title: 'Heron Nurse', category: 'Data Science', location: 'Mumbai' });
    await make({ title: 'Heron Nurse', category: 'Data Science', location: 'Chennai' });
    await make({ title: 'Heron Nurse', category: 'Management', location: 'Mumbai' });
    await make({
      title: 'Heron Nurse',
      category: 'Management',
      location: 'Mumbai',
      visible: false,
    });
    const answer = await search({ q: 'heron', categories: 'Data Science', locations: 'Mumbai' });
    expect(answer.total).toBe(1);
    expect((await search({ q: 'heron', location: 'mum' })).total).toBe(2);
    expect((await search({ q: 'heron', title: 'nurse' })).total).toBe(3);
    // The posting terms are tested with the keywords, in the same index.
    await make({ title: 'Heron Medic', workplace: 'REMOTE', employmentType: 'PART_TIME' });
    await make({ title: 'Heron Medic', workplace: 'REMOTE', employmentType: 'FULL_TIME' });
    await make({ title: 'Heron Medic', workplace: 'ON_SITE', employmentType: 'PART_TIME' });
    await make({ title: 'Heron Medic', workplace: null, employmentType: null });
    expect((await search({ q: 'heron medic', workplaces: 'REMOTE' })).total).toBe(2);
    const remotePartTime = await search({
      q: 'heron',
      workplaces: 'REMOTE,HYBRID',
      employmentTypes: 'PART_TIME',
    });
    expect(remotePartTime.total).toBe(1);
    expect((await search({ q: 'heron medic' })).total).toBe(4);
  });

  it('finds part of a title word within several words, and keeps short words', async () => {
    await make({ title: 'Quokkascript Developer' });
    await make({ title: 'Quokka Go Developer' });
    await make({ title: 'Quokka Rust Developer' });
    await make({ title: 'Quokka Node.js Developer' });
    expect(await titles({ q: 'kkascript developer' })).toEqual(['Quokkascript Developer']);
    // A short word is not widened to the words containing it, nor dropped.
    expect(await titles({ q: 'quokka go developer' })).toEqual(['Quokka Go Developer']);
    // A word the parser keeps whole is matched as the documents hold it.
    expect(await titles({ q: 'quokka node.js' })).toEqual(['Quokka Node.js Developer']);
  });

  it('filters nothing by keywords that hold no word search can use', async () => {
    const all = await search({});
    for (const q of ['the', '-', 'or']) expect((await search({ q })).total, q).toBe(all.total);
  });

  it('never suggests a word only hidden jobs have, nor a spelling that finds nothing', async () => {
    await make({ title: 'Narwhalogist Secret', visible: false });
    const hidden = await search({ q: 'narwhalogst' });
    expect(hidden).toMatchObject({ jobs: [], total: 0 });
    expect(hidden.didYouMean).toBeUndefined();

    await make({ title: 'Ibisographer', category: 'Design' });
    const elsewhere = await search({ q: 'ibisographr', categories: 'Marketing' });
    expect(elsewhere.total).toBe(0);
    expect(elsewhere.didYouMean).toBeUndefined();
    expect((await search({ q: 'ibisographr' })).didYouMean).toBe('ibisographer');
  });

  it('filters nothing by excluded words alone, and pages keywords only to 1,000', async () => {
    const all = await search({});
    expect((await search({ q: '-zzqxv -yyqxv' })).total).toBe(all.total);
    const deep = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs?q=kestrel&page=201&pageSize=5',
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ success: false });
  });

  it('refuses an unknown order and over-long keywords with a clear 400', async () => {
    for (const query of ['sort=cheapest', `q=${'a'.repeat(201)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?page=1&${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
