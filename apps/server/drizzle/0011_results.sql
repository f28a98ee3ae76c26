CREATE TABLE "objections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"content" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"letter_no" text NOT NULL,
	"amount" numeric(18, 2),
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "result_letters_letter_no_unique" UNIQUE("letter_no")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gs_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "winner_supplier_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "award_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "award_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "awarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_answered_by_staff_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_letters" ADD CONSTRAINT "result_letters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_letters" ADD CONSTRAINT "result_letters_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objections_project_idx" ON "objections" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "objections_supplier_idx" ON "objections" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "result_letters_project_supplier_idx" ON "result_letters" USING btree ("project_id","supplier_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_winner_supplier_id_suppliers_id_fk" FOREIGN KEY ("winner_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;