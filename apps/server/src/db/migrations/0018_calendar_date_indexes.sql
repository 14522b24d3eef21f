CREATE INDEX "tournaments_dates_idx" ON "tournaments" USING gist (daterange("start_date", greatest("start_date", "end_date"), '[]'));--> statement-breakpoint
CREATE INDEX "tournaments_end_date_idx" ON "tournaments" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "programs_date_idx" ON "programs" USING btree ("date");