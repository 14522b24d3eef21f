ALTER TABLE "featured_videos" ADD COLUMN "title_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_videos" ADD COLUMN "description_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "title_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "description_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "content_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "title_ms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "description_ms" text DEFAULT '' NOT NULL;