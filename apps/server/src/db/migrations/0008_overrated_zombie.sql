CREATE TABLE "conversation_safety" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"risk_level" text DEFAULT 'none' NOT NULL,
	"risk_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quiet_turns" integer DEFAULT 0 NOT NULL,
	"risk_since" timestamp with time zone,
	"disclosed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crisis_referrals_daily" (
	"day" date NOT NULL,
	"level" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crisis_referrals_daily_day_level_pk" PRIMARY KEY("day","level")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "risk_level" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "ai_disclosure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "conversation_safety" ADD CONSTRAINT "conversation_safety_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_safety" ADD CONSTRAINT "conversation_safety_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;