-- One flow per chat (issue 10). Databases saved with the old check-then-insert may hold several flows
-- for one chat: keep one per chat (the active one, else the most recently updated), move the others'
-- executions to it and delete them, then let a unique index keep it that way. Moved executions drop
-- their delivery key: it named a delivery to the deleted flow's URL, which no longer runs anything.
WITH "ranked" AS (
	SELECT "id", first_value("id") OVER (PARTITION BY "chat_id" ORDER BY "is_active" DESC, "updated_at" DESC, "created_at" DESC, "id" DESC) AS "keep_id"
	FROM "flows" WHERE "chat_id" IS NOT NULL
)
UPDATE "executions" SET "flow_id" = "ranked"."keep_id", "dedupe_key" = NULL
FROM "ranked" WHERE "executions"."flow_id" = "ranked"."id" AND "ranked"."id" <> "ranked"."keep_id";--> statement-breakpoint
WITH "ranked" AS (
	SELECT "id", first_value("id") OVER (PARTITION BY "chat_id" ORDER BY "is_active" DESC, "updated_at" DESC, "created_at" DESC, "id" DESC) AS "keep_id"
	FROM "flows" WHERE "chat_id" IS NOT NULL
)
DELETE FROM "flows" USING "ranked" WHERE "flows"."id" = "ranked"."id" AND "ranked"."id" <> "ranked"."keep_id";--> statement-breakpoint
DROP INDEX IF EXISTS "flows_chat_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "flows_chat_key" ON "flows" USING btree ("chat_id") WHERE "flows"."chat_id" IS NOT NULL;
