ALTER TABLE "flows" ADD COLUMN "missed_slots" text DEFAULT 'catch_up' NOT NULL;
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "schedule_last_slot" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "owner_id" text;
--> statement-breakpoint
CREATE TABLE "engine_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
