CREATE TABLE "sign_in_devices" (
	"identity_user_id" text NOT NULL,
	"device" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "sign_in_devices_identity_user_id_device_pk" PRIMARY KEY("identity_user_id","device")
);
--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_identity_user_id_auth_user_id_fk" FOREIGN KEY ("identity_user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;