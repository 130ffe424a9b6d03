CREATE TABLE "recording_chunks" (
	"recording_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"engine" text NOT NULL,
	"state" text DEFAULT 'recording' NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"max_seq" integer,
	"transcription_id" uuid,
	"audio_saved" boolean,
	"missing" integer[],
	"duration_seconds" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_state_check" CHECK ("recordings"."state" in ('recording', 'finishing', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "transcriptions" ADD COLUMN "progress" smallint;--> statement-breakpoint
ALTER TABLE "recording_chunks" ADD CONSTRAINT "recording_chunks_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_transcription_id_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."transcriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_user_idx" ON "recordings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recordings_transcription_idx" ON "recordings" USING btree ("transcription_id");--> statement-breakpoint
ALTER TABLE "transcriptions" ADD CONSTRAINT "transcriptions_progress_check" CHECK ("transcriptions"."progress" between 0 and 100);