CREATE TABLE "opening_confirmations" (
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "opening_confirmations_project_id_supplier_id_pk" PRIMARY KEY("project_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "opening_hall_bids" (
	"bid_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"bidder_sealed" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"decrypted_at" timestamp with time zone,
	"withdrawn_reason" text,
	"plain_storage_key" text,
	"plain_file_name" text,
	"plain_size" bigint,
	"plain_sha256" text,
	"sealed_offer" text
);
--> statement-breakpoint
CREATE TABLE "opening_halls" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" integer NOT NULL,
	"started_by_name" text NOT NULL,
	"decrypt_until" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone,
	"failure" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"closed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "opening_objections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"content" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answered_by_name" text
);
--> statement-breakpoint
CREATE TABLE "opening_sign_ins" (
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "opening_sign_ins_project_id_supplier_id_pk" PRIMARY KEY("project_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "opening_confirmations" ADD CONSTRAINT "opening_confirmations_project_id_opening_halls_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."opening_halls"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_confirmations" ADD CONSTRAINT "opening_confirmations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hall_bids" ADD CONSTRAINT "opening_hall_bids_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hall_bids" ADD CONSTRAINT "opening_hall_bids_project_id_opening_halls_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."opening_halls"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_halls" ADD CONSTRAINT "opening_halls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_halls" ADD CONSTRAINT "opening_halls_started_by_staff_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_halls" ADD CONSTRAINT "opening_halls_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_objections" ADD CONSTRAINT "opening_objections_project_id_opening_halls_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."opening_halls"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_objections" ADD CONSTRAINT "opening_objections_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_objections" ADD CONSTRAINT "opening_objections_answered_by_staff_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_sign_ins" ADD CONSTRAINT "opening_sign_ins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_sign_ins" ADD CONSTRAINT "opening_sign_ins_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opening_hall_bids_project_idx" ON "opening_hall_bids" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "opening_objections_project_idx" ON "opening_objections" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "opening_objections_open_idx" ON "opening_objections" USING btree ("project_id") WHERE "opening_objections"."answer" is null;