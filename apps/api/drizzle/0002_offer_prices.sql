DROP INDEX "products_brand_price_idx";--> statement-breakpoint
DROP INDEX "products_brand_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
-- Existing rows start at their list price; the server's offer-price refresh lowers those in running offers.
ALTER TABLE "products" ADD COLUMN "current_price" integer;--> statement-breakpoint
UPDATE "products" SET "current_price" = "price";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "current_price" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "products_brand_current_price_idx" ON "products" USING btree ("brand_id","current_price","id");--> statement-breakpoint
CREATE INDEX "products_brand_category_current_price_idx" ON "products" USING btree ("brand_id","category_id","current_price","id");--> statement-breakpoint
CREATE INDEX "products_category_current_price_idx" ON "products" USING btree ("category_id","current_price","id");--> statement-breakpoint
CREATE INDEX "products_current_price_idx" ON "products" USING btree ("current_price","id");--> statement-breakpoint
CREATE INDEX "products_discounted_idx" ON "products" USING btree ("id") WHERE "products"."current_price" <> "products"."price";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_current_price_check" CHECK ("products"."current_price" >= 0 and "products"."current_price" <= "products"."price");