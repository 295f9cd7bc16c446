-- The canary judgement counts client addresses, not pages (decision 45): one client could fetch
-- pages with the canary's bucket in its cookie and report an error on each, and so roll back any
-- canary. A version's addresses are kept as keyed hashes, once per kind, for a week.
ALTER TABLE "release_stats" ADD COLUMN "client_loads" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "release_stats" ADD COLUMN "client_errors" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "release_clients" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"client" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_clients_remote_version_kind_client_pk" PRIMARY KEY("remote","version","kind","client")
);
--> statement-breakpoint
CREATE INDEX "release_clients_first_seen_idx" ON "release_clients" USING btree ("first_seen");
