CREATE TABLE "check_in_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"quiet_hours_start" text NOT NULL,
	"quiet_hours_end" text NOT NULL,
	"time_zone" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_check_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_preferences" ADD CONSTRAINT "check_in_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_preferences_next_due_idx" ON "check_in_preferences" USING btree ("next_due_at");