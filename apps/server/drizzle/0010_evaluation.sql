CREATE TABLE "evaluation_chair_votes" (
	"project_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_chair_votes_project_id_voter_id_pk" PRIMARY KEY("project_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"step" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"return_reason" text,
	"returned_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_signatures" (
	"project_id" integer NOT NULL,
	"specialist_id" integer NOT NULL,
	"dissent" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_signatures_project_id_specialist_id_pk" PRIMARY KEY("project_id","specialist_id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"chair_specialist_id" integer,
	"chair_chosen_by" text,
	"chair_named_by_staff_id" integer,
	"preliminary" jsonb,
	"preliminary_done_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"report_no" text,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_report_no_unique" UNIQUE("report_no")
);
--> statement-breakpoint
CREATE TABLE "negotiation_offers" (
	"round_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"offer" numeric(18, 2) NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_offers_round_id_bid_id_pk" PRIMARY KEY("round_id","bid_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"round" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"opened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL,
	"max_score" numeric(6, 2),
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_formula" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"copied_from_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "grading_standard_id" integer;--> statement-breakpoint
ALTER TABLE "evaluation_chair_votes" ADD CONSTRAINT "evaluation_chair_votes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_chair_votes" ADD CONSTRAINT "evaluation_chair_votes_voter_id_specialists_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_chair_votes" ADD CONSTRAINT "evaluation_chair_votes_candidate_id_specialists_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheets" ADD CONSTRAINT "evaluation_sheets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_sheets" ADD CONSTRAINT "evaluation_sheets_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_signatures" ADD CONSTRAINT "evaluation_signatures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_signatures" ADD CONSTRAINT "evaluation_signatures_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_chair_specialist_id_specialists_id_fk" FOREIGN KEY ("chair_specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_chair_named_by_staff_id_staff_users_id_fk" FOREIGN KEY ("chair_named_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_round_id_negotiation_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."negotiation_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD CONSTRAINT "negotiation_rounds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD CONSTRAINT "negotiation_rounds_opened_by_staff_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_items" ADD CONSTRAINT "grading_items_standard_id_grading_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."grading_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_standards" ADD CONSTRAINT "grading_standards_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_sheets_once_idx" ON "evaluation_sheets" USING btree ("project_id","specialist_id","step");--> statement-breakpoint
CREATE INDEX "evaluation_sheets_project_idx" ON "evaluation_sheets" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_rounds_once_idx" ON "negotiation_rounds" USING btree ("project_id","round");--> statement-breakpoint
CREATE INDEX "grading_items_standard_idx" ON "grading_items" USING btree ("standard_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_grading_standard_id_grading_standards_id_fk" FOREIGN KEY ("grading_standard_id") REFERENCES "public"."grading_standards"("id") ON DELETE no action ON UPDATE no action;