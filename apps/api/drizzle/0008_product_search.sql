CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"current_price" integer NOT NULL,
	"stock_quantity" integer NOT NULL,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not manage triggers): every insert or update of a product
-- writes its row of product_search, so search never reads a stale price, stock or name.
CREATE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_search" ("product_id", "slug", "brand_id", "category_id", "name", "name_en", "current_price", "stock_quantity", "popularity", "created_at", "search_vector")
	VALUES (NEW."id", NEW."slug", NEW."brand_id", NEW."category_id", NEW."name", NEW."name_en", NEW."current_price", NEW."stock_quantity", NEW."popularity", NEW."created_at", NEW."search_vector")
	ON CONFLICT ("product_id") DO UPDATE SET
		"slug" = EXCLUDED."slug", "brand_id" = EXCLUDED."brand_id", "category_id" = EXCLUDED."category_id",
		"name" = EXCLUDED."name", "name_en" = EXCLUDED."name_en", "current_price" = EXCLUDED."current_price",
		"stock_quantity" = EXCLUDED."stock_quantity", "popularity" = EXCLUDED."popularity",
		"created_at" = EXCLUDED."created_at", "search_vector" = EXCLUDED."search_vector";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_sync" AFTER INSERT OR UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "slug", "brand_id", "category_id", "name", "name_en", "current_price", "stock_quantity", "popularity", "created_at", "search_vector")
SELECT "id", "slug", "brand_id", "category_id", "name", "name_en", "current_price", "stock_quantity", "popularity", "created_at", "search_vector" FROM "products";--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");
