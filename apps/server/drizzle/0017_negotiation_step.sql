-- 竞争性谈判 as a step (issue 28): the chair's recorded reason for holding no round, and rounds the chair opens.
ALTER TABLE "evaluations" ADD COLUMN "negotiation_waiver" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "negotiation_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "negotiation_waived_by" integer;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD COLUMN "opened_by_specialist" integer;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_negotiation_waived_by_specialists_id_fk" FOREIGN KEY ("negotiation_waived_by") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD CONSTRAINT "negotiation_rounds_opened_by_specialist_specialists_id_fk" FOREIGN KEY ("opened_by_specialist") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;
