ALTER TABLE "order_status_events" ADD COLUMN "notice_claimed_at" timestamp with time zone;--> statement-breakpoint
-- Changes made before the shopper was told of them never will be: none is sent after the upgrade.
UPDATE "order_status_events" SET "notice_claimed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "order_status_events_notice_due_idx" ON "order_status_events" USING btree ("id") WHERE "order_status_events"."notice_claimed_at" is null and "order_status_events"."status" in ('preparing', 'out_for_delivery', 'delivered', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at","id");
