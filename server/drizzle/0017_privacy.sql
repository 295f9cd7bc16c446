-- Privacy (decision 0043): a deleted account leaves a row with nothing of the person, so the
-- companies keep its applications as "Deleted applicant"; an application wiped at deletion or
-- past the retention period is marked so. The partial index lets the retention sweep read only
-- the applications not yet wiped.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_kept_job_idx" ON "applications" USING btree ("job_id") WHERE "applications"."anonymised_at" is null;
