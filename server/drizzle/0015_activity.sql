-- Issue 40: who did what (decision 0041). The activity trail of a company's account, and the
-- author of each note (null on older notes: the company's own).
CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid,
	"job_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"mail_id" uuid,
	"at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_notes" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "application_notes" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_application_idx" ON "activity" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "activity_job_idx" ON "activity" USING btree ("job_id","at");
