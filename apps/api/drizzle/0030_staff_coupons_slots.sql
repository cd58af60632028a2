ALTER TABLE "coupons" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD COLUMN "closed_at" timestamp with time zone;