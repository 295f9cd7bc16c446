-- One address counts at most JOB_VIEW_ADDRESS_MAX visitors per job and day (decision 42): a
-- visitor is its address and user agent, so one client varying its user agent was as many
-- visitors as it liked. Each visitor row takes one of its address's numbered places; the unique
-- key on them holds the limit across processes. The rows of today and yesterday already kept
-- each become their own address's first place, as if each came from an address of its own.
ALTER TABLE "job_view_visitors" ADD COLUMN "address" text;
--> statement-breakpoint
ALTER TABLE "job_view_visitors" ADD COLUMN "slot" smallint;
--> statement-breakpoint
UPDATE "job_view_visitors" SET "address" = "visitor", "slot" = 1;
--> statement-breakpoint
ALTER TABLE "job_view_visitors" ALTER COLUMN "address" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_view_visitors" ALTER COLUMN "slot" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_view_visitors" ADD CONSTRAINT "job_view_visitors_address_slot_unique" UNIQUE("job_id","day","address","slot");
