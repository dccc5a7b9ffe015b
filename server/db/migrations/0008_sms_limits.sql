ALTER TABLE "sms_codes" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_device_idx" ON "sms_codes" USING btree ("device","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_merchant_idx" ON "sms_codes" USING btree ("merchant_code","created_at");