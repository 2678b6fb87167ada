ALTER TABLE "users" ADD COLUMN "walkthroughs_done" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tours_seen" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "changelog_version_seen" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "remote_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"level" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"detail" text NOT NULL,
	"screen" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_alerts_platform_idx" ON "remote_alerts" USING btree ("platform","starts_at");--> statement-breakpoint
CREATE INDEX "app_events_created_at_idx" ON "app_events" USING btree ("created_at");
