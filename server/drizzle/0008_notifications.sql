-- Issue 28: single-use account links, job alerts, gathered applicant notices, live events, and
-- the columns that let a reset end other sessions and hold an unverified company's jobs.
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "applicant_notices" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" bigint NOT NULL,
	"pending_since" bigint
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"checked_up_to" bigint NOT NULL,
	"next_digest_at" bigint NOT NULL,
	"unsubscribe_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_unsubscribe_hash_unique" UNIQUE("unsubscribe_hash")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_notified_at" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sessions_valid_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "awaiting_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_notices" ADD CONSTRAINT "applicant_notices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_subject_idx" ON "account_tokens" USING btree ("subject_id","purpose");--> statement-breakpoint
CREATE INDEX "applicant_notices_pending_idx" ON "applicant_notices" USING btree ("pending_since");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("next_digest_at");--> statement-breakpoint
CREATE INDEX "live_events_audience_idx" ON "live_events" USING btree ("audience","id");--> statement-breakpoint
-- Companies from before verification existed are taken as verified: turning
-- REQUIRE_EMAIL_VERIFICATION on later must not hold back the jobs of companies already trusted.
UPDATE "companies" SET "email_verified_at" = "created_at";--> statement-breakpoint
-- Applicants from before these messages are not news to anyone.
UPDATE "applications" SET "company_notified_at" = "applied_at";
