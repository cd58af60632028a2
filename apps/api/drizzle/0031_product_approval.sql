CREATE TYPE "public"."product_approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "data" "bytea";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approval_status" "product_approval_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "auto_approve_products" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_file_idx" ON "product_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "products_unapproved_idx" ON "products" USING btree ("approval_status","submitted_at","id") WHERE "products"."approval_status" <> 'approved';--> statement-breakpoint
-- Fresh statistics for the new column: without them the planner takes every product for unapproved (the default <> selectivity) and sizes the shoppers' "not in" filter for 100,000 rows until autovacuum runs (measured: catalog detail 5x slower).
ANALYZE "products";