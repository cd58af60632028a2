CREATE TABLE "seller_commission_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_commission_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "commission_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_commission_rates" ADD CONSTRAINT "seller_commission_rates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_commission_rates" ADD CONSTRAINT "seller_commission_rates_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_commission_rates_seller_idx" ON "seller_commission_rates" USING btree ("seller_id","starts_at");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_commission_check" CHECK ("sellers"."commission_bps" between 0 and 10000);