-- Whom each queued or sent message is about (decision 43, "Mail"): `user:<id>`, `company:<id>`,
-- `member:<id>`, so that erasing someone deletes exactly their mail, not every message whose
-- text happens to hold their name. Rows queued before this have none: they go by recipient only.
ALTER TABLE "mail_outbox" ADD COLUMN "concerns" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_concerns_idx" ON "mail_outbox" USING gin ("concerns");
