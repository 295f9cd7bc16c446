-- Issue 39: applying well. A job's screening questions (their expected answers read by the
-- company only); a job seeker's profile beside the account; the answers, cover letter and
-- screening outcome kept with each application; the resume's file name and upload time. The
-- partial index serves the recruiter's "screened out" filter, the resume key's the download name.
CREATE TABLE "job_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"expected" text,
	CONSTRAINT "job_questions_job_position_unique" UNIQUE("job_id","position"),
	CONSTRAINT "job_questions_kind_valid" CHECK ("job_questions"."kind" in ('text', 'yesno', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "seeker_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text,
	"phone" text,
	"city" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_of_experience" integer,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screened_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "resume_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "resume_uploaded_at" bigint;--> statement-breakpoint
ALTER TABLE "job_questions" ADD CONSTRAINT "job_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_profiles" ADD CONSTRAINT "seeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_company_screened_out_idx" ON "applications" USING btree ("company_id","applied_at","id") WHERE "applications"."screened_out";--> statement-breakpoint
CREATE INDEX "users_resume_key_idx" ON "users" USING btree ("resume_key") WHERE "users"."resume_key" is not null;