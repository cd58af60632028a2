ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'expiry';--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_refunds_amount_check" CHECK ("test_payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_sign_check";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "destination_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "wallet_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "points_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "payout" jsonb;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_refunds" ADD CONSTRAINT "test_payment_refunds_session_id_test_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."test_payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_refunds_key_idx" ON "test_payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_payment_refunds_session_idx" ON "test_payment_refunds" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "refund_requests_due_idx" ON "refund_requests" USING btree ("next_attempt_at") WHERE "refund_requests"."status" = 'approved' and "refund_requests"."destination" = 'original';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind"::text
        when 'credit' then "ledger_entries"."amount" > 0
        when 'release' then "ledger_entries"."amount" > 0
        when 'debit' then "ledger_entries"."amount" < 0
        when 'hold' then "ledger_entries"."amount" < 0
        when 'expiry' then "ledger_entries"."amount" < 0
        else "ledger_entries"."amount" = 0 end);--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_parts_check" CHECK ("refund_requests"."destination_amount" is null or ("refund_requests"."destination_amount" >= 0 and "refund_requests"."wallet_amount" >= 0 and "refund_requests"."points_amount" >= 0 and "refund_requests"."destination_amount" + "refund_requests"."wallet_amount" + "refund_requests"."points_amount" = "refund_requests"."approved_amount"));