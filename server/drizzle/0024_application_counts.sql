-- How many of a company's applications are at each stage, screened out or not, kept by the
-- database itself as job_counts is (migration 0003): View Applications' total without a search
-- or a job then sums a few rows instead of counting every application. Hand-extended after
-- drizzle-kit generate: drizzle cannot state triggers.
CREATE TABLE "application_counts" (
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"screened_out" boolean NOT NULL,
	"applications" integer NOT NULL,
	CONSTRAINT "application_counts_company_id_status_screened_out_pk" PRIMARY KEY("company_id","status","screened_out")
);
--> statement-breakpoint
INSERT INTO "application_counts" ("company_id", "status", "screened_out", "applications")
SELECT "company_id", "status", "screened_out", count(*) FROM "applications"
GROUP BY "company_id", "status", "screened_out";
--> statement-breakpoint
-- One upsert of the statement's net change: an update that moves no application between rows
-- (a notice sent, an applicant wiped) writes nothing, and the rows are written in key order, so
-- two moves in opposite directions lock the rows they share in the same order and cannot deadlock.
CREATE FUNCTION "application_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_counts" AS n ("company_id", "status", "screened_out", "applications")
    SELECT "company_id", "status", "screened_out", count(*) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "status", "screened_out")
    DO UPDATE SET "applications" = n."applications" + excluded."applications";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "application_counts" AS n ("company_id", "status", "screened_out", "applications")
    SELECT "company_id", "status", "screened_out", -count(*) FROM old_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "status", "screened_out")
    DO UPDATE SET "applications" = n."applications" + excluded."applications";
  ELSE
    INSERT INTO "application_counts" AS n ("company_id", "status", "screened_out", "applications")
    SELECT "company_id", "status", "screened_out", sum(change) FROM (
      SELECT "company_id", "status", "screened_out", 1 AS change FROM new_rows
      UNION ALL
      SELECT "company_id", "status", "screened_out", -1 AS change FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "status", "screened_out")
    DO UPDATE SET "applications" = n."applications" + excluded."applications";
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
CREATE FUNCTION "application_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "application_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_counts_truncate" AFTER TRUNCATE ON "applications"
FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_clear"();
