CREATE TABLE "summaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"transcription_id" uuid,
	"job_id" uuid NOT NULL,
	"summary" jsonb NOT NULL,
	"engine" text NOT NULL,
	"fallback" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summaries" ADD CONSTRAINT "summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summaries" ADD CONSTRAINT "summaries_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "summaries_job_idx" ON "summaries" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "summaries_user_idx" ON "summaries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "summaries_transcription_idx" ON "summaries" USING btree ("transcription_id");