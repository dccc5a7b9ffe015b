DROP INDEX "announcement_uploads_merchant_idx";--> statement-breakpoint
CREATE INDEX "announcement_uploads_merchant_sha256_idx" ON "announcement_uploads" USING btree ("merchant_code","sha256");