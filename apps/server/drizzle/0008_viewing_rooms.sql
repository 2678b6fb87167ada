CREATE TABLE "viewing_room_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_room_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_room_work_views" (
	"room_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "viewing_room_work_views_room_id_artwork_id_pk" PRIMARY KEY("room_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "viewing_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"show_price" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"password_hash" text,
	"access_key" text NOT NULL,
	"artwork_ids" jsonb NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_room_visits" ADD CONSTRAINT "viewing_room_visits_room_id_viewing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_room_work_views" ADD CONSTRAINT "viewing_room_work_views_room_id_viewing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_rooms" ADD CONSTRAINT "viewing_rooms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_room_visits_room_visitor_idx" ON "viewing_room_visits" USING btree ("room_id","visitor_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_rooms_token_unique" ON "viewing_rooms" USING btree ("token");--> statement-breakpoint
CREATE INDEX "viewing_rooms_user_id_idx" ON "viewing_rooms" USING btree ("user_id");