-- Written by hand: a product's rating is now the average and count of its approved reviews
-- (issue 15), kept by every moderation. The ratings the demo seed used to invent (with no
-- review behind them) go; a product with approved reviews gets theirs. product_search holds no
-- rating, so its per-row copy trigger is skipped for this one statement (a large catalog).
ALTER TABLE "products" DISABLE TRIGGER "product_search_sync";--> statement-breakpoint
UPDATE "products" SET
	"rating_average" = coalesce("rated"."average", 0),
	"rating_count" = coalesce("rated"."count", 0)
FROM "products" AS "p"
LEFT JOIN (
	SELECT "product_id", avg("rating") AS "average", count(*) AS "count"
	FROM "product_reviews" WHERE "status" = 'approved' GROUP BY "product_id"
) AS "rated" ON "rated"."product_id" = "p"."id"
WHERE "products"."id" = "p"."id"
	AND ("products"."rating_average", "products"."rating_count")
		IS DISTINCT FROM (coalesce("rated"."average", 0), coalesce("rated"."count", 0));--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "product_search_sync";
