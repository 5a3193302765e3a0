-- Durable waits: an execution parked by a long delay step ('Esperar' more than 60 s). While
-- resume_at is set the execution is parked (status stays 'running', its delay step 'pending'); the
-- engine resumes it then from the step after the delay. `resume` keeps what the resumed run needs
-- that the step rows do not: the steps it runs (the version it started with) and the delay step.
ALTER TABLE "executions" ADD COLUMN "resume_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "resume" jsonb;
--> statement-breakpoint
CREATE INDEX "executions_resume_at_idx" ON "executions" USING btree ("resume_at") WHERE "resume_at" IS NOT NULL;
