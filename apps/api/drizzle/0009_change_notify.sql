-- Written by hand (drizzle-kit does not manage triggers): a statement that changes rows of a
-- catalog table sends NOTIFY shop_changes 'catalog' (delivered at commit, once per transaction),
-- so every API process forgets the answers and counts it keeps, whoever wrote the change
-- (src/cluster/change-feed.ts). A statement that changes no row (the offer-price job's usual
-- run) stays silent, so kept answers survive it: hence the transition tables, which PostgreSQL
-- allows for one event per trigger, so three triggers a table, plus one for TRUNCATE.
CREATE FUNCTION "notify_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('shop_changes', 'catalog');
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM pg_notify('shop_changes', 'catalog'); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('shop_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "activity_types_inserted" AFTER INSERT ON "activity_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "activity_types_updated" AFTER UPDATE ON "activity_types" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "activity_types_deleted" AFTER DELETE ON "activity_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "activity_types_truncated" AFTER TRUNCATE ON "activity_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "countries_inserted" AFTER INSERT ON "countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "countries_updated" AFTER UPDATE ON "countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "countries_deleted" AFTER DELETE ON "countries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "countries_truncated" AFTER TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "states_inserted" AFTER INSERT ON "states" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "states_updated" AFTER UPDATE ON "states" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "states_deleted" AFTER DELETE ON "states" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "states_truncated" AFTER TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "cities_inserted" AFTER INSERT ON "cities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "cities_updated" AFTER UPDATE ON "cities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "cities_deleted" AFTER DELETE ON "cities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "cities_truncated" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brands_inserted" AFTER INSERT ON "brands" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brands_updated" AFTER UPDATE ON "brands" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brands_deleted" AFTER DELETE ON "brands" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brands_truncated" AFTER TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_cities_inserted" AFTER INSERT ON "brand_cities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_cities_updated" AFTER UPDATE ON "brand_cities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_cities_deleted" AFTER DELETE ON "brand_cities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_cities_truncated" AFTER TRUNCATE ON "brand_cities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "delivery_speeds_inserted" AFTER INSERT ON "delivery_speeds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "delivery_speeds_updated" AFTER UPDATE ON "delivery_speeds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "delivery_speeds_deleted" AFTER DELETE ON "delivery_speeds" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "delivery_speeds_truncated" AFTER TRUNCATE ON "delivery_speeds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_delivery_speeds_inserted" AFTER INSERT ON "brand_delivery_speeds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_delivery_speeds_updated" AFTER UPDATE ON "brand_delivery_speeds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_delivery_speeds_deleted" AFTER DELETE ON "brand_delivery_speeds" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "brand_delivery_speeds_truncated" AFTER TRUNCATE ON "brand_delivery_speeds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_inserted" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_updated" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_deleted" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_countries_inserted" AFTER INSERT ON "product_countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_countries_updated" AFTER UPDATE ON "product_countries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_countries_deleted" AFTER DELETE ON "product_countries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_countries_truncated" AFTER TRUNCATE ON "product_countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_inserted" AFTER INSERT ON "product_images" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_updated" AFTER UPDATE ON "product_images" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_deleted" AFTER DELETE ON "product_images" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_truncated" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_options_inserted" AFTER INSERT ON "customization_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_options_updated" AFTER UPDATE ON "customization_options" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_options_deleted" AFTER DELETE ON "customization_options" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_options_truncated" AFTER TRUNCATE ON "customization_options" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_choices_inserted" AFTER INSERT ON "customization_choices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_choices_updated" AFTER UPDATE ON "customization_choices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_choices_deleted" AFTER DELETE ON "customization_choices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "customization_choices_truncated" AFTER TRUNCATE ON "customization_choices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offers_inserted" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offers_updated" AFTER UPDATE ON "offers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offers_deleted" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offers_truncated" AFTER TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offer_products_inserted" AFTER INSERT ON "offer_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offer_products_updated" AFTER UPDATE ON "offer_products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offer_products_deleted" AFTER DELETE ON "offer_products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "offer_products_truncated" AFTER TRUNCATE ON "offer_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "currencies_inserted" AFTER INSERT ON "currencies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "currencies_updated" AFTER UPDATE ON "currencies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "currencies_deleted" AFTER DELETE ON "currencies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "currencies_truncated" AFTER TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_words_inserted" AFTER INSERT ON "search_words" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_words_updated" AFTER UPDATE ON "search_words" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_words_deleted" AFTER DELETE ON "search_words" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "search_words" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_word_variants_inserted" AFTER INSERT ON "search_word_variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_word_variants_updated" AFTER UPDATE ON "search_word_variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_word_variants_deleted" AFTER DELETE ON "search_word_variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "search_word_variants_truncated" AFTER TRUNCATE ON "search_word_variants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_change"();
