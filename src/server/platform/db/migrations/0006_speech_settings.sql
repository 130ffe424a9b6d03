CREATE TABLE "speech_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_engine_id" text,
	"default_engine_en" text,
	"whisper_model" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speech_settings_one_row" CHECK ("speech_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "speech_settings" ADD CONSTRAINT "speech_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;