CREATE TABLE "trigger_cursors" (
	"flow_id" uuid PRIMARY KEY NOT NULL,
	"cursor" jsonb,
	"trigger_key" text NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "trigger_cursors" ADD CONSTRAINT "trigger_cursors_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "executions_flow_dedupe_key" ON "executions" USING btree ("flow_id","dedupe_key");