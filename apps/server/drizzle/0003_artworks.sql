CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artwork_number_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"artist" text NOT NULL,
	"artist_id" uuid,
	"status" text,
	"archive_artwork_number" integer NOT NULL,
	"artwork_values" jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"last_modified" timestamp with time zone NOT NULL,
	CONSTRAINT "artworks_status_check" CHECK ("artworks"."status" IS NULL OR "artworks"."status" IN ('available', 'reserved', 'sold', 'onsite', 'loan', 'transit', 'production'))
);
--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artwork_number_counters" ADD CONSTRAINT "artwork_number_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artists_user_id_name_key_unique" ON "artists" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "artworks_user_id_number_unique" ON "artworks" USING btree ("user_id","archive_artwork_number");--> statement-breakpoint
CREATE INDEX "artworks_user_id_is_deleted_idx" ON "artworks" USING btree ("user_id","is_deleted");