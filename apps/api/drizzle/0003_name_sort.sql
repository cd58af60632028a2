CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en","id");