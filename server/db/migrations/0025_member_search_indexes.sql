CREATE INDEX "members_username_prefix_idx" ON "members" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_email_lower_idx" ON "members" USING btree (lower("email")) WHERE "members"."email" is not null;--> statement-breakpoint
CREATE INDEX "members_mobile_idx" ON "members" USING btree ("mobile") WHERE "members"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "members_full_mobile_idx" ON "members" USING btree (("dialing_code" || "mobile")) WHERE "members"."mobile" is not null;