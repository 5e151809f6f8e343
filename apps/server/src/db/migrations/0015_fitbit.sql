CREATE TABLE "fitbit_authorizations" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitbit_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider_user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"access_token_expires_at" timestamp with time zone,
	"scope" text DEFAULT '' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"problem" text,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitbit_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"heart_rate" integer,
	"heart_rate_zone" text,
	"resting_heart_rate" integer,
	"usual_resting_heart_rate" integer,
	"heart_rate_variability_ms" real,
	"usual_heart_rate_variability_ms" real,
	"stress_level" text,
	"steps" integer,
	"sleep_quality" text,
	"sleep_duration" integer,
	"sleep_ended_at" timestamp with time zone,
	"calories_burned" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "wearable_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fitbit_share_with_companion" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fitbit_authorizations" ADD CONSTRAINT "fitbit_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitbit_connections" ADD CONSTRAINT "fitbit_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitbit_readings" ADD CONSTRAINT "fitbit_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitbit_connections_next_sync_idx" ON "fitbit_connections" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "fitbit_readings_user_recorded_idx" ON "fitbit_readings" USING btree ("user_id","recorded_at");