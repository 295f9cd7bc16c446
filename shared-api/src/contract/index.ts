// The contract subpath: plain data and zod schemas, no React, so the server can import it.
export * from './constants';
export * from './schemas';
export * from './accounts';
export * from './job-postings';
export * from './pipeline';
export * from './account-links';
export * from './live';
export * from './job-alerts';
export * from './saved-jobs';
export * from './stages';
export * from './screening';
export * from './profiles';
export * from './activity';
export * from './job-insights';
export * from './team';
export * from './team-roles';
export * from './privacy';
