// The database's tables, by the part of the product they serve. Queries import them from here,
// and drizzle-kit reads them here to write the migrations (drizzle.config.ts).
export * from './tables/account-tables';
export * from './tables/job-tables';
export * from './tables/job-view-tables';
export * from './tables/application-tables';
export * from './tables/seeker-tables';
export * from './tables/delivery-tables';
export * from './tables/release-tables';
