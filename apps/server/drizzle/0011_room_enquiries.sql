CREATE TABLE "viewing_room_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"artist" text NOT NULL,
	"work_title" text NOT NULL,
	"visitor_email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_room_enquiries" ADD CONSTRAINT "viewing_room_enquiries_room_id_viewing_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."viewing_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_room_enquiries_room_idx" ON "viewing_room_enquiries" USING btree ("room_id","created_at");
