CREATE TABLE "bot_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"meeting_url" text NOT NULL,
	"language" text NOT NULL,
	"display_name" text NOT NULL,
	"time_zone" text,
	"password" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"end_reason" text,
	"failure_code" text,
	"failure_detail" text,
	"screenshot_key" text,
	"recording_id" uuid NOT NULL,
	"transcription_id" uuid,
	"scheduled_bot_id" text,
	"external_id" text,
	"leave_at" timestamp (3) with time zone,
	"stop_requested_at" timestamp (3) with time zone,
	"job_id" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp (3) with time zone,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"joined_at" timestamp (3) with time zone,
	"audio_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_sessions_state_check" CHECK ("bot_sessions"."state" in ('queued', 'starting', 'joining', 'waiting', 'in_meeting', 'no_audio', 'transcribing', 'summarizing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "meeting_platform" text;--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_sessions_user_created_idx" ON "bot_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bot_sessions_external_idx" ON "bot_sessions" USING btree ("external_id");