-- Keyword search (issue 38): a weighted text-search document per job (title, then category and
-- level, then the description's text) with a GIN index over listed jobs, the title's words apart
-- for relevance, the company's name copied into each job so that keywords match it with the job's own words, an index for sorting by pay, and the words of titles
-- and company names for "did you mean". Hand-extended after drizzle-kit generate: drizzle cannot
-- state triggers.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "jobs" AS j SET "company_name" = c."name" FROM "companies" AS c WHERE c."id" = j."company_id";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, company_name || ' ' || category || ' ' || level), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(description, '<[^>]*>', ' ', 'g')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_document") WHERE "jobs"."listed";--> statement-breakpoint
CREATE INDEX "jobs_title_words_idx" ON "jobs" USING gin ("title_words") WHERE "jobs"."listed";--> statement-breakpoint
CREATE INDEX "jobs_listed_pay_idx" ON "jobs" USING btree ("yearly_pay" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."listed";--> statement-breakpoint
-- The company's name travels with each job: set as the job is written, and on a rename.
CREATE FUNCTION "jobs_take_company_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."company_name" := coalesce((SELECT "name" FROM "companies" WHERE "id" = NEW."company_id"), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_company_name" BEFORE INSERT OR UPDATE OF "company_id" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_take_company_name"();
--> statement-breakpoint
CREATE FUNCTION "companies_rename_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "jobs" SET "company_name" = NEW."name" WHERE "company_id" = NEW."id";
  INSERT INTO "search_words" ("word") SELECT "search_words_of"(NEW."name") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_rename" AFTER UPDATE OF "name" ON "companies"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "companies_rename_jobs"();
--> statement-breakpoint
CREATE FUNCTION "search_words_of"(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower($1), '[^[:alnum:]+#]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT "search_words_of"("title") FROM "jobs" UNION SELECT "search_words_of"("name") FROM "companies"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One statement per insert, as the job counts: a bulk insert costs one pass over its new rows.
CREATE FUNCTION "search_words_follow_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "search_words_of"("title") FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow_jobs"();
--> statement-breakpoint
-- Renames only, row by row: closing, hiding and the expiry sweep leave titles alone, and a
-- statement trigger with a transition table cannot be limited to one column.
CREATE FUNCTION "search_words_follow_job_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word") SELECT "search_words_of"(NEW."title") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_update" AFTER UPDATE OF "title" ON "jobs"
FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "search_words_follow_job_rename"();
--> statement-breakpoint
CREATE FUNCTION "search_words_follow_companies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "search_words_of"("name") FROM new_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_search_words_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_follow_companies"();
