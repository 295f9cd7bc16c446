-- Company deletion (decision 0043): the company's row stays as a tombstone with nothing of it
-- (name and email erased, no password, no logo), because the applications to its jobs stay for
-- the applicants, who see "Job removed by the company".
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;
