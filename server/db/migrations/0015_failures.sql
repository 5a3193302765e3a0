-- Issue 18: failure alerts, replays, health, retention and search by business data.
-- Search terms: every string or number (lowercased, 1-200 chars) found anywhere in a JSON document,
-- at most 64 per document (null when none); kept in generated columns with partial GIN indexes
-- (PGlite and PostgreSQL alike). The trigger step's output repeats the execution's trigger data,
-- which is indexed on the execution: its step row gets none.
CREATE FUNCTION enlaza_search_terms(doc jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(t) FROM (
    SELECT DISTINCT lower(v #>> '{}') AS t
    FROM jsonb_path_query(coalesce(doc, 'null'::jsonb), 'strict $.**') AS v
    WHERE jsonb_typeof(v) IN ('string', 'number') AND length(v #>> '{}') BETWEEN 1 AND 200
    LIMIT 64
  ) terms
$$;
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "retry_of" uuid;
--> statement-breakpoint
ALTER TABLE "executions" ADD CONSTRAINT "executions_retry_of_executions_id_fk" FOREIGN KEY ("retry_of") REFERENCES "public"."executions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (enlaza_search_terms("trigger_payload")) STORED;
--> statement-breakpoint
ALTER TABLE "execution_steps" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (CASE WHEN "step" > 1 THEN enlaza_search_terms("output") END) STORED;
--> statement-breakpoint
CREATE INDEX "executions_search_idx" ON "executions" USING gin ("search_terms") WHERE "search_terms" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "execution_steps_search_idx" ON "execution_steps" USING gin ("search_terms") WHERE "search_terms" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "executions_flow_status_idx" ON "executions" USING btree ("flow_id", "status", "started_at");
--> statement-breakpoint
CREATE INDEX "executions_started_idx" ON "executions" USING btree ("started_at");
--> statement-breakpoint
CREATE INDEX "executions_retry_of_idx" ON "executions" USING btree ("retry_of") WHERE "retry_of" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"flow_id" uuid REFERENCES "flows"("id") ON DELETE cascade,
	"execution_id" uuid REFERENCES "executions"("id") ON DELETE set null,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"email" boolean DEFAULT true NOT NULL,
	"telegram" boolean DEFAULT false NOT NULL,
	"telegram_chat_id" text,
	"slack" boolean DEFAULT false NOT NULL,
	"slack_channel" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_alert_state" (
	"flow_id" uuid PRIMARY KEY NOT NULL REFERENCES "flows"("id") ON DELETE cascade,
	"failing" boolean DEFAULT false NOT NULL,
	"failing_since" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"pending_failures" integer DEFAULT 0 NOT NULL,
	"last_execution_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
