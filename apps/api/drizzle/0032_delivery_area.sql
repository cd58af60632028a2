CREATE TYPE "public"."delivery_area_kind" AS ENUM('radius', 'polygon');--> statement-breakpoint
CREATE TABLE "brand_delivery_areas" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"store_lat" double precision NOT NULL,
	"store_lng" double precision NOT NULL,
	"kind" "delivery_area_kind" NOT NULL,
	"radius_meters" integer,
	"polygon" jsonb,
	"prep_minutes" integer NOT NULL,
	"minutes_per_km" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_delivery_areas_store_check" CHECK ("brand_delivery_areas"."store_lat" between -90 and 90 and "brand_delivery_areas"."store_lng" between -180 and 180),
	CONSTRAINT "brand_delivery_areas_shape_check" CHECK (coalesce(case "brand_delivery_areas"."kind"
        when 'radius' then "brand_delivery_areas"."polygon" is null
          and "brand_delivery_areas"."radius_meters" between 1 and 50000
        else "brand_delivery_areas"."radius_meters" is null and jsonb_typeof("brand_delivery_areas"."polygon") = 'array'
          and jsonb_array_length("brand_delivery_areas"."polygon") between 3 and 100
        end, false)),
	CONSTRAINT "brand_delivery_areas_eta_check" CHECK ("brand_delivery_areas"."prep_minutes" >= 0 and "brand_delivery_areas"."minutes_per_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "brand_delivery_areas" ADD CONSTRAINT "brand_delivery_areas_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_location_check" CHECK (coalesce(("customer_addresses"."lat" is null and "customer_addresses"."lng" is null) or
        ("customer_addresses"."lat" between -90 and 90 and "customer_addresses"."lng" between -180 and 180), false));