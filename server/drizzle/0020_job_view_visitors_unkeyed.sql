-- A view's visitor row no longer locks its job (decision 42, "The write's cost"): the foreign key
-- made every insert take a key-share lock on the job's row, the row every reader of that job's
-- page reads, and the batch statement already keeps only views of jobs that exist. Visitor rows
-- live two days and jobs are never deleted, so nothing is left dangling for long.
ALTER TABLE "job_view_visitors" DROP CONSTRAINT "job_view_visitors_job_id_jobs_id_fk";
