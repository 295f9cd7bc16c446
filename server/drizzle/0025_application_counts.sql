-- How many of a company's applications are at each stage, screened out or not, kept by the
-- database itself: View Applications' total without a search or a job then sums a few rows
-- instead of counting every application. Hand-extended after drizzle-kit generate: drizzle
-- cannot state triggers.
--
-- Applications are locked against writes from the first count to the triggers (the migrations
-- run in one transaction): a process of the older release applying meanwhile would otherwise be
-- in neither, and its application never counted.
LOCK TABLE "applications" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TABLE "application_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"screened_out" boolean NOT NULL,
	"applications" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_counts_company_idx" ON "application_counts" USING btree ("company_id","status","screened_out");
--> statement-breakpoint
INSERT INTO "application_counts" ("company_id", "status", "screened_out", "applications")
SELECT "company_id", "status", "screened_out", count(*) FROM "applications"
GROUP BY "company_id", "status", "screened_out";
--> statement-breakpoint
-- Each statement adds rows of its net change and never updates one: a kept counter row, updated
-- in place, was locked from an apply's insert to the end of its transaction, and deadlocked with a
-- recruiter's move of a waiting applicant (the apply then marks that applicant notified). An
-- update that moves no application (a notice sent, an applicant wiped) adds nothing, though every
-- update pays for its transition tables: PostgreSQL allows none with `UPDATE OF status, ...`.
-- Whatever writes applications without firing these (a data-only restore with triggers on, which
-- counts twice, or triggers disabled) must rebuild the counts: decision 26.
CREATE FUNCTION "application_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_counts" ("company_id", "status", "screened_out", "applications")
    SELECT "company_id", "status", "screened_out", count(*) FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "application_counts" ("company_id", "status", "screened_out", "applications")
    SELECT "company_id", "status", "screened_out", -count(*) FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "application_counts" ("company_id", "status", "screened_out", "applications")
    SELECT "company_id", "status", "screened_out", sum(change) FROM (
      SELECT "company_id", "status", "screened_out", 1 AS change FROM new_rows
      UNION ALL
      SELECT "company_id", "status", "screened_out", -1 AS change FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_counts_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "applications_counts_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "applications_counts_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_follow"();
--> statement-breakpoint
-- TRUNCATE, not DELETE: it waits for a fold under way, whose sums a DELETE's snapshot would miss.
CREATE FUNCTION "application_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "application_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_counts_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_clear"();
