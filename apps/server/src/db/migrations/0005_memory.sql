CREATE TABLE "chat_message_memories" (
	"message_id" uuid NOT NULL,
	"memory_id" uuid NOT NULL,
	CONSTRAINT "chat_message_memories_message_id_memory_id_pk" PRIMARY KEY("message_id","memory_id")
);
--> statement-breakpoint
CREATE TABLE "memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"emotional_context" text,
	"conversation_date" text,
	"conversation_title" text,
	"source" text NOT NULL,
	"session_id" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', memory_search_text("summary", "keywords"))) STORED,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message_memories" ADD CONSTRAINT "chat_message_memories_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_memories" ADD CONSTRAINT "chat_message_memories_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_memories_memory_idx" ON "chat_message_memories" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "memories_user_created_idx" ON "memories" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memories_search_idx" ON "memories" USING gin ("search_vector");