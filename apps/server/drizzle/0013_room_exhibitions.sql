ALTER TABLE "viewing_rooms" ADD COLUMN "exhibition" jsonb;
