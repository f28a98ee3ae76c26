CREATE TABLE "announcement_attachments" (
	"announcement_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "announcement_attachments_announcement_id_file_id_pk" PRIMARY KEY("announcement_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"purchase_way" smallint NOT NULL,
	"html" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"template_id" integer,
	"corrects_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"html" text NOT NULL,
	"enroll_time" timestamp with time zone,
	"enroll_end_time" timestamp with time zone,
	"open_time" timestamp with time zone,
	"close_fileup_time" timestamp with time zone,
	"contacts" text,
	"mobile" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extraction_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"extraction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"drawn_by" integer NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"filters" jsonb NOT NULL,
	"eligible_count" integer NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extractions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer,
	"task_name" text,
	"task_description" text,
	"request" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"extraction_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"seat" text NOT NULL,
	"category" text NOT NULL,
	"key_hash" text NOT NULL,
	"is_affirm" smallint DEFAULT 0 NOT NULL,
	"affirm_time" timestamp with time zone,
	"remark" text,
	"sendurl_sendtime" timestamp with time zone NOT NULL,
	"replaces_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"purpose" text NOT NULL,
	"uploaded_by_role" text NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "project_code_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"budget" numeric(18, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"project_name" text NOT NULL,
	"need_dept_id" integer NOT NULL,
	"manage_dept_id" integer NOT NULL,
	"purchase_way" smallint NOT NULL,
	"purchase_name" text NOT NULL,
	"category_cn" text NOT NULL,
	"total_investment" text DEFAULT '' NOT NULL,
	"special_free" text,
	"other" text,
	"tend_con" text,
	"bid_range" text,
	"section" text,
	"address" text,
	"cycle" text,
	"quality_req" text,
	"qualification_req" text,
	"budget" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"pause_reason" text,
	"enroll_time" timestamp with time zone,
	"enroll_end_time" timestamp with time zone,
	"close_fileup_time" timestamp with time zone,
	"open_time" timestamp with time zone,
	"gs_time" timestamp with time zone,
	"loss_des" text,
	"retender_of_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_project_code_unique" UNIQUE("project_code")
);
--> statement-breakpoint
CREATE TABLE "purchase_settings" (
	"purchase_way" smallint PRIMARY KEY NOT NULL,
	"min_days" integer NOT NULL,
	"day_kind" text NOT NULL,
	"min_bids" integer NOT NULL,
	"min_committee" integer NOT NULL,
	"publicity_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "specialist_specialties" (
	"specialist_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "specialist_specialties_specialist_id_specialty_id_pk" PRIMARY KEY("specialist_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "employer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "category" text DEFAULT 'technical' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "status" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialists" ADD COLUMN "blacklisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_templates" ADD CONSTRAINT "announcement_templates_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_template_id_announcement_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."announcement_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_corrects_id_announcements_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_draws" ADD CONSTRAINT "extraction_draws_extraction_id_extractions_id_fk" FOREIGN KEY ("extraction_id") REFERENCES "public"."extractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_draws" ADD CONSTRAINT "extraction_draws_drawn_by_staff_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extractions" ADD CONSTRAINT "extractions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extractions" ADD CONSTRAINT "extractions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_extraction_id_extractions_id_fk" FOREIGN KEY ("extraction_id") REFERENCES "public"."extractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sections" ADD CONSTRAINT "project_sections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_need_dept_id_departments_id_fk" FOREIGN KEY ("need_dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manage_dept_id_departments_id_fk" FOREIGN KEY ("manage_dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_retender_of_id_projects_id_fk" FOREIGN KEY ("retender_of_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_settings" ADD CONSTRAINT "purchase_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_specialties" ADD CONSTRAINT "specialist_specialties_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_specialties" ADD CONSTRAINT "specialist_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_parent_id_specialties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."specialties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_bulletin_idx" ON "announcements" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "announcements_project_idx" ON "announcements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "extractions_project_idx" ON "extractions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "invitations_extraction_idx" ON "invitations" USING btree ("extraction_id");--> statement-breakpoint
CREATE INDEX "files_purpose_idx" ON "files" USING btree ("purpose");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_id_number_unique" UNIQUE("id_number");