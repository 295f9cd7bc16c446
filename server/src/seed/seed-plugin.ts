import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../platform/config';
import { DEMO_RECRUITER, DEMO_SEEKER } from './demo-content';
import { seedDemoData } from './seed';

export const seedPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    if (!config.seedDemoData) return;
    const seeded = await seedDemoData(app.db, app.storage);
    if (!seeded) return;
    app.log.warn(
      `seeded demo data: recruiter ${DEMO_RECRUITER.email} / ${DEMO_RECRUITER.password}, ` +
        `job seeker ${DEMO_SEEKER.email} / ${DEMO_SEEKER.password} (SEED_DEMO_DATA=false turns this off)`,
    );
  },
  { dependencies: ['storage'] },
);
