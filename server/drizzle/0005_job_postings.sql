-- Issue 25: postings close (by their company, or at their closing date) and carry pay ranges and
-- terms. Hand-extended after drizzle-kit generate: drizzle cannot state INCLUDE or triggers.
-- Jobs posted before this migration get the default 60 days from the upgrade rather than from
-- their posting, so that upgrading does not expire a board's whole history at once.
ALTER TABLE "jobs" ADD COLUMN "closes_at" bigint;--> statement-breakpoint
UPDATE "jobs" SET "closes_at" = (extract(epoch from now()) * 1000)::bigint + 60::bigint * 86400000;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "closes_at" SET NOT NULL;--> statement-breakpoint
-- The server always sets both; the defaults serve seeds and tests that insert rows directly.
ALTER TABLE "jobs" ALTER COLUMN "closes_at" SET DEFAULT (extract(epoch from now()) * 1000)::bigint + 60::bigint * 86400000;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (visible and closed_at is null and not expired) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
-- The spec's salaries are yearly CTC in rupees; a new job's currency comes from DEFAULT_CURRENCY.
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text DEFAULT 'YEAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workplace" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "yearly_pay" bigint GENERATED ALWAYS AS (coalesce(salary_max, salary)::bigint * case salary_period when 'MONTH' then 12 when 'HOUR' then 2080 else 1 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range" CHECK ("jobs"."salary_max" is null or "jobs"."salary_max" >= "jobs"."salary");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_period_valid" CHECK ("jobs"."salary_period" in ('YEAR', 'MONTH', 'HOUR'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employment_type_valid" CHECK ("jobs"."employment_type" in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workplace_valid" CHECK ("jobs"."workplace" in ('ON_SITE', 'HYBRID', 'REMOTE'));--> statement-breakpoint
-- Every list index moves from visible jobs to listed ones, and carries the new filters too.
DROP INDEX "jobs_visible_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_listed_posted_idx" ON "jobs" USING btree ("listed","posted_at","id") INCLUDE ("category","location","company_id","title_search","employment_type","workplace","yearly_pay");--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title_search" gin_trgm_ops) WHERE "jobs"."listed";--> statement-breakpoint
DROP INDEX "jobs_category_idx";--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("category","posted_at","id") INCLUDE ("location","title_search","employment_type","workplace","yearly_pay") WHERE "listed";--> statement-breakpoint
DROP INDEX "jobs_location_idx";--> statement-breakpoint
CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location","posted_at","id") INCLUDE ("category","title_search","employment_type","workplace","yearly_pay") WHERE "listed";--> statement-breakpoint
DROP INDEX "jobs_company_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","posted_at","id") INCLUDE ("listed");--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("closes_at") WHERE not "jobs"."expired" and "jobs"."closed_at" is null;--> statement-breakpoint
-- job_counts now counts listed jobs: the same triggers, testing `listed` instead of `visible`.
CREATE OR REPLACE FUNCTION "job_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "job_counts" AS n SET "visible_jobs" = n."visible_jobs" - d.jobs
    FROM (SELECT "category", "location", count(*)::int AS jobs FROM old_rows WHERE "listed"
          GROUP BY "category", "location") AS d
    WHERE n."category" = d."category" AND n."location" = d."location";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "job_counts" AS n ("category", "location", "visible_jobs")
    SELECT "category", "location", count(*) FROM new_rows WHERE "listed"
    GROUP BY "category", "location"
    ON CONFLICT ("category", "location")
    DO UPDATE SET "visible_jobs" = n."visible_jobs" + excluded."visible_jobs";
  END IF;
  RETURN NULL;
END
$$;
