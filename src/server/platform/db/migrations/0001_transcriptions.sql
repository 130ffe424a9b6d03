CREATE TABLE "transcriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb,
	"language" text NOT NULL,
	"duration_seconds" double precision DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"audio_key" text,
	"audio_mime" text,
	"audio_size" bigint,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case split_part("language", '-', 1) when 'id' then 'indonesian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end), "title"), 'A') || setweight(to_tsvector((case split_part("language", '-', 1) when 'id' then 'indonesian'::regconfig when 'en' then 'english'::regconfig else 'simple'::regconfig end), left("text", 250000)), 'B')) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcriptions_source_check" CHECK ("transcriptions"."source" in ('manual', 'upload', 'bot')),
	CONSTRAINT "transcriptions_status_check" CHECK ("transcriptions"."status" in ('pending', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcriptions_user_created_idx" ON "transcriptions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transcriptions_search_idx" ON "transcriptions" USING gin ("search_vector");