DROP INDEX "rankings_category_rank_idx";--> statement-breakpoint
DROP INDEX "rankings_category_state_rank_idx";--> statement-breakpoint
CREATE INDEX "rankings_category_order_idx" ON "rankings" USING btree ("category","points" DESC NULLS LAST,"best_points" DESC NULLS LAST,"counted" DESC NULLS LAST,"latest_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rankings_category_state_order_idx" ON "rankings" USING btree ("category","state","points" DESC NULLS LAST,"best_points" DESC NULLS LAST,"counted" DESC NULLS LAST,"latest_on" DESC NULLS LAST);--> statement-breakpoint
-- Free room in each page, so that a re-rank's rank-only updates stay in the page (HOT). Pages
-- written before this keep theirs full until rewritten (the next full recompute fills new ones).
ALTER TABLE "rankings" SET (fillfactor = 50);
