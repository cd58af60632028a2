ALTER TABLE "refund_requests" ADD COLUMN "first_approved_by" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "first_approved_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_first_approved_by_staff_members_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;