CREATE TABLE "frontend_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"user_agent" text,
	"logged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frontend_logs" ADD CONSTRAINT "frontend_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frontend_logs_created_idx" ON "frontend_logs" USING btree ("created_at");
