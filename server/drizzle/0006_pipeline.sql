-- Issue 26: the hiring pipeline's stages, a company's private notes, and the indexes its paged tables read.
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"text" text NOT NULL,
	"written_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_valid";--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","written_at");--> statement-breakpoint
CREATE INDEX "applications_company_status_idx" ON "applications" USING btree ("company_id","status","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","applied_at","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_valid" CHECK ("applications"."status" in ('Pending', 'Shortlisted', 'Interviewing', 'Accepted', 'Rejected', 'Withdrawn'));