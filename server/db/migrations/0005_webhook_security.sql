ALTER TABLE "flows" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "webhook_test_armed_until" timestamp with time zone;--> statement-breakpoint
UPDATE "executions" SET "dedupe_key" = NULL WHERE "status" = 'error' AND "error" = 'Ejecución interrumpida' AND "dedupe_key" IS NOT NULL;
