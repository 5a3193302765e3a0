CREATE TABLE "llm_models" (
	"id" text PRIMARY KEY NOT NULL,
	"model_key" text NOT NULL,
	"provider_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"context_length" integer,
	"cost_per_1k_input_tokens" double precision,
	"cost_per_1k_output" double precision,
	"capabilities" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_providers" (
	"provider_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"website" text,
	"requires_key" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "llm_models" ADD CONSTRAINT "llm_models_provider_key_llm_providers_provider_key_fk" FOREIGN KEY ("provider_key") REFERENCES "public"."llm_providers"("provider_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "llm_models_provider_model_key" ON "llm_models" USING btree ("provider_key","model_key");--> statement-breakpoint
INSERT INTO "llm_providers" ("provider_key", "name", "description", "website", "requires_key", "is_active", "sort_order") VALUES
	('builtin', 'Enlaza (integrado)', 'El planificador en español de Enlaza: sin clave, sin costo y sin salir de tu servidor.', NULL, false, true, 0),
	('openai', 'OpenAI', 'Modelos GPT de OpenAI (o cualquier servidor compatible).', 'https://platform.openai.com/docs/models', true, true, 1),
	('anthropic', 'Anthropic', 'Modelos Claude de Anthropic.', 'https://docs.anthropic.com/en/docs/about-claude/models', true, true, 2);
--> statement-breakpoint
INSERT INTO "llm_models" ("id", "model_key", "provider_key", "name", "description", "is_active", "is_recommended", "context_length", "cost_per_1k_input_tokens", "cost_per_1k_output", "capabilities", "sort_order") VALUES
	('builtin:builtin', 'builtin', 'builtin', 'Planificador integrado', 'Reglas sobre el catálogo de nodos; responde en milisegundos.', true, true, NULL, 0, 0, '{planning}', 0),
	('openai:gpt-4o-mini', 'gpt-4o-mini', 'openai', 'GPT-4o mini', 'Rápido y económico.', true, true, 128000, 0.00015, 0.0006, '{chat,planning,json,tools,vision}', 1),
	('openai:gpt-4o', 'gpt-4o', 'openai', 'GPT-4o', NULL, true, false, 128000, 0.0025, 0.01, '{chat,planning,json,tools,vision}', 2),
	('openai:gpt-4.1-nano', 'gpt-4.1-nano', 'openai', 'GPT-4.1 nano', NULL, true, false, 1047576, 0.0001, 0.0004, '{chat,planning,json,tools,vision}', 3),
	('openai:gpt-4.1-mini', 'gpt-4.1-mini', 'openai', 'GPT-4.1 mini', NULL, true, false, 1047576, 0.0004, 0.0016, '{chat,planning,json,tools,vision}', 4),
	('openai:gpt-4.1', 'gpt-4.1', 'openai', 'GPT-4.1', NULL, true, false, 1047576, 0.002, 0.008, '{chat,planning,json,tools,vision}', 5),
	('openai:gpt-5-nano', 'gpt-5-nano', 'openai', 'GPT-5 nano', NULL, true, false, 400000, 0.00005, 0.0004, '{chat,planning,json,tools,vision,reasoning}', 6),
	('openai:gpt-5-mini', 'gpt-5-mini', 'openai', 'GPT-5 mini', NULL, true, false, 400000, 0.00025, 0.002, '{chat,planning,json,tools,vision,reasoning}', 7),
	('openai:gpt-5', 'gpt-5', 'openai', 'GPT-5', NULL, true, false, 400000, 0.00125, 0.01, '{chat,planning,json,tools,vision,reasoning}', 8),
	('openai:o4-mini', 'o4-mini', 'openai', 'o4-mini', NULL, true, false, 200000, 0.0011, 0.0044, '{chat,planning,json,tools,vision,reasoning}', 9),
	('anthropic:claude-3-5-haiku-latest', 'claude-3-5-haiku-latest', 'anthropic', 'Claude 3.5 Haiku', 'Rápido y económico.', true, true, 200000, 0.0008, 0.004, '{chat,planning,json,tools}', 1),
	('anthropic:claude-haiku-4-5', 'claude-haiku-4-5', 'anthropic', 'Claude Haiku 4.5', NULL, true, false, 200000, 0.001, 0.005, '{chat,planning,json,tools,vision}', 2),
	('anthropic:claude-sonnet-4-0', 'claude-sonnet-4-0', 'anthropic', 'Claude Sonnet 4', NULL, true, false, 200000, 0.003, 0.015, '{chat,planning,json,tools,vision,reasoning}', 3),
	('anthropic:claude-3-7-sonnet-latest', 'claude-3-7-sonnet-latest', 'anthropic', 'Claude 3.7 Sonnet', NULL, true, false, 200000, 0.003, 0.015, '{chat,planning,json,tools,vision,reasoning}', 4),
	('anthropic:claude-opus-4-0', 'claude-opus-4-0', 'anthropic', 'Claude Opus 4', NULL, true, false, 200000, 0.015, 0.075, '{chat,planning,json,tools,vision,reasoning}', 5),
	('anthropic:claude-3-5-sonnet-latest', 'claude-3-5-sonnet-latest', 'anthropic', 'Claude 3.5 Sonnet', 'Retirado por Anthropic; se conserva para calcular el costo de llamadas anteriores.', false, false, 200000, 0.003, 0.015, '{chat,planning,json,tools,vision}', 6);
