-- Mail that cannot go is set aside instead of tried forever: failed_at marks it (kept a week,
-- then deleted), refusals counts the SMTP server's temporary refusals that MAIL_MAX_ATTEMPTS
-- bounds. The workers' pick leaves failed rows out of its index; the new index finds them for
-- the week's clean-up and the metrics' count.
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("failed_at") WHERE "mail_outbox"."failed_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("run_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;