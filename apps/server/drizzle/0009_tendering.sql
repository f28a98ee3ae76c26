CREATE TABLE "bid_openings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"section_id" integer,
	"supplier_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"sealed_offer" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"uploads" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bids_enrolment_id_unique" UNIQUE("enrolment_id"),
	CONSTRAINT "bids_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"section_id" integer,
	"supplier_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opened_bids" (
	"bid_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"offer" numeric(18, 2),
	"opened_sha256" text DEFAULT '' NOT NULL,
	"check" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_bid_keys" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_openings" ADD CONSTRAINT "bid_openings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_openings" ADD CONSTRAINT "bid_openings_opened_by_staff_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_section_id_project_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."project_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_section_id_project_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."project_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opened_bids" ADD CONSTRAINT "opened_bids_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opened_bids" ADD CONSTRAINT "opened_bids_project_id_bid_openings_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bid_openings"("project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bid_keys" ADD CONSTRAINT "project_bid_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bids_project_idx" ON "bids" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_once_idx" ON "enrolments" USING btree ("project_id","supplier_id",coalesce("section_id", 0));--> statement-breakpoint
CREATE INDEX "enrolments_supplier_idx" ON "enrolments" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "opened_bids_project_idx" ON "opened_bids" USING btree ("project_id");