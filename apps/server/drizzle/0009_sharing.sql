CREATE TABLE "share_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"share_price" boolean NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"date_shared" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_record_artworks" (
	"share_record_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "share_record_artworks_share_record_id_artwork_id_pk" PRIMARY KEY("share_record_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "shared_artwork_saves" (
	"recipient_id" uuid NOT NULL,
	"source_artwork_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	CONSTRAINT "shared_artwork_saves_recipient_id_source_artwork_id_collection_id_pk" PRIMARY KEY("recipient_id","source_artwork_id","collection_id")
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "active_share_source" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unseen_share_records" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_records" ADD CONSTRAINT "share_records_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_records" ADD CONSTRAINT "share_records_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_record_artworks" ADD CONSTRAINT "share_record_artworks_share_record_id_share_records_id_fk" FOREIGN KEY ("share_record_id") REFERENCES "public"."share_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_record_artworks" ADD CONSTRAINT "share_record_artworks_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_artwork_saves" ADD CONSTRAINT "shared_artwork_saves_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_artwork_saves" ADD CONSTRAINT "shared_artwork_saves_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_records_sender_id_idx" ON "share_records" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "share_records_recipient_id_idx" ON "share_records" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "share_records_recipient_email_idx" ON "share_records" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "share_record_artworks_artwork_id_idx" ON "share_record_artworks" USING btree ("artwork_id");
