-- Releases of a remote (issue 41, decision 45): its immutable versions, what is live (stable,
-- the stables before it for rollback, a canary and its share), and telemetry per version.
CREATE TABLE "release_versions" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"rollback_reason" text,
	CONSTRAINT "release_versions_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "release_live" (
	"remote" text PRIMARY KEY NOT NULL,
	"stable" text,
	"previous" text[] DEFAULT '{}'::text[] NOT NULL,
	"canary" text,
	"canary_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_stats" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"page_loads" bigint DEFAULT 0 NOT NULL,
	"errors" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "release_stats_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "release_vitals" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"samples" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "release_vitals_remote_version_metric_bucket_pk" PRIMARY KEY("remote","version","metric","bucket")
);
