-- The public list's index also carries what its filters test, so a page's ids and a capped count
-- are read from the index alone (drizzle's schema cannot state INCLUDE, so this migration is hand-written).
DROP INDEX IF EXISTS "jobs_visible_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_visible_posted_idx" ON "jobs" USING btree ("visible","posted_at","id") INCLUDE ("category","location","company_id","title");
--> statement-breakpoint
-- Chips and filters that match few jobs: their pages and counts come from this one.
CREATE INDEX "jobs_visible_filters_idx" ON "jobs" USING btree ("category","location","posted_at","id") WHERE "visible";
