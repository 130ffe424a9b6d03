-- Landing content per language. drizzle-kit cannot name the old primary key nor fill the new column, so this file
-- was edited after `npm run db:generate`: existing rows become Indonesian (the default language), then the column
-- loses its default (every write names its language) and the key becomes (language, section).
ALTER TABLE "landing_contents" ADD COLUMN "language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_contents" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "landing_contents" DROP CONSTRAINT "landing_contents_pkey";--> statement-breakpoint
ALTER TABLE "landing_contents" ADD CONSTRAINT "landing_contents_language_section_pk" PRIMARY KEY("language","section");
