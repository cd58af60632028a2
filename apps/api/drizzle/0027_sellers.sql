CREATE TYPE "public"."seller_application_status" AS ENUM('unconfirmed', 'submitted', 'under_review', 'approved', 'rejected', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."seller_document_kind" AS ENUM('cr_certificate', 'vat_certificate');--> statement-breakpoint
CREATE TABLE "seller_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer,
	"kind" "seller_document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"status" "seller_application_status" NOT NULL,
	"reason" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"cr_number" text NOT NULL,
	"vat_number" text NOT NULL,
	"legal_name" text NOT NULL,
	"legal_name_en" text NOT NULL,
	"display_name" text NOT NULL,
	"display_name_en" text NOT NULL,
	"activity_type_id" integer NOT NULL,
	"city_ids" integer[] NOT NULL,
	"contact_name" text NOT NULL,
	"phone_code" text NOT NULL,
	"phone" text NOT NULL,
	"description" text NOT NULL,
	"iban" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"locale" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" "seller_application_status" DEFAULT 'unconfirmed' NOT NULL,
	"status_reason" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_locale_check" CHECK ("seller_applications"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "seller_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text NOT NULL,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_locale_check" CHECK ("sellers"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "seller_application_documents" ADD CONSTRAINT "seller_application_documents_application_id_seller_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seller_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_application_events" ADD CONSTRAINT "seller_application_events_application_id_seller_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seller_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_application_events" ADD CONSTRAINT "seller_application_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tokens" ADD CONSTRAINT "seller_tokens_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_application_id_seller_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seller_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_application_documents_kind_idx" ON "seller_application_documents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "seller_application_documents_created_idx" ON "seller_application_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "seller_application_events_application_idx" ON "seller_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_reference_idx" ON "seller_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_email_cr_idx" ON "seller_applications" USING btree ("email","cr_number");--> statement-breakpoint
CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_tokens_hash_idx" ON "seller_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seller_tokens_seller_idx" ON "seller_tokens" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_email_idx" ON "sellers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_application_idx" ON "sellers" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_store_idx" ON "sellers" USING btree ("store_id");