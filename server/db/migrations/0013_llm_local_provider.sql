INSERT INTO "llm_providers" ("provider_key", "name", "description", "website", "requires_key", "is_active", "sort_order") VALUES
	('local', 'Modelo local', 'Un modelo en un servidor propio (Ollama, llama.cpp u otro compatible con OpenAI) que configuró quien administra Enlaza: sin clave y sin costo por uso.', NULL, false, true, 3)
ON CONFLICT ("provider_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "llm_models" ("id", "model_key", "provider_key", "name", "description", "is_active", "is_recommended", "context_length", "cost_per_1k_input_tokens", "cost_per_1k_output", "capabilities", "sort_order") VALUES
	('local:local', 'local', 'local', 'Modelo local', 'Corre en el servidor de quien administra Enlaza; tus mensajes no salen a un proveedor externo.', true, false, NULL, 0, 0, '{chat,planning}', 0)
ON CONFLICT ("id") DO NOTHING;
