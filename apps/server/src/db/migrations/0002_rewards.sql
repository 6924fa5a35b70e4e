CREATE TYPE "public"."currency" AS ENUM('points', 'tierCredits', 'compDollars', 'freePlay');--> statement-breakpoint
CREATE TYPE "public"."offer_category" AS ENUM('dining', 'hotel', 'freePlay', 'retail', 'shows');--> statement-breakpoint
CREATE TYPE "public"."reward_status" AS ENUM('active', 'used', 'swapped', 'expired');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('earn', 'redeem', 'swap', 'adjust', 'expire');--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"qualification_months" integer DEFAULT 12 NOT NULL,
	"points_lifetime_days" integer DEFAULT 365 NOT NULL,
	"point_to_dollars_rate" real DEFAULT 0.01 NOT NULL,
	CONSTRAINT "loyalty_programs_months_check" CHECK ("loyalty_programs"."qualification_months" in (1, 2, 3, 4, 6, 12)),
	CONSTRAINT "loyalty_programs_lifetime_check" CHECK ("loyalty_programs"."points_lifetime_days" > 0),
	CONSTRAINT "loyalty_programs_rate_check" CHECK ("loyalty_programs"."point_to_dollars_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "offer_category" NOT NULL,
	"cost" integer NOT NULL,
	"value" integer NOT NULL,
	"min_tier" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"stock" integer,
	"per_player_limit" integer,
	"image_url" text,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_cost_check" CHECK ("offers"."cost" >= 0),
	CONSTRAINT "offers_value_check" CHECK ("offers"."value" >= 0),
	CONSTRAINT "offers_min_tier_check" CHECK ("offers"."min_tier" >= 1),
	CONSTRAINT "offers_stock_check" CHECK ("offers"."stock" is null or "offers"."stock" >= 0),
	CONSTRAINT "offers_limit_check" CHECK ("offers"."per_player_limit" is null or "offers"."per_player_limit" >= 1),
	CONSTRAINT "offers_valid_days_check" CHECK ("offers"."valid_days" is null or "offers"."valid_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "player_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"offer_id" uuid,
	"reward_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"value" integer DEFAULT 0 NOT NULL,
	"status" "reward_status" DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone,
	CONSTRAINT "player_rewards_value_check" CHECK ("player_rewards"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"credits_required" integer NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colour" text NOT NULL,
	CONSTRAINT "tiers_number_check" CHECK ("tiers"."number" >= 1),
	CONSTRAINT "tiers_credits_check" CHECK ("tiers"."credits_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" "currency" NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	"reward_id" uuid,
	"offer_id" uuid
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_lot_draws" (
	"lot_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "point_lot_draws_lot_id_movement_id_pk" PRIMARY KEY("lot_id","movement_id"),
	CONSTRAINT "point_lot_draws_amount_check" CHECK ("point_lot_draws"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"movement_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "point_lots_movementId_unique" UNIQUE("movement_id"),
	CONSTRAINT "point_lots_amount_check" CHECK ("point_lots"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_reward_id_player_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."player_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lot_draws" ADD CONSTRAINT "point_lot_draws_lot_id_point_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."point_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lot_draws" ADD CONSTRAINT "point_lot_draws_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lots" ADD CONSTRAINT "point_lots_movement_id_ledger_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_tenant_key_key" ON "offers" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "offers_tenant_cost_idx" ON "offers" USING btree ("tenant_id","cost");--> statement-breakpoint
CREATE UNIQUE INDEX "player_rewards_tenant_code_key" ON "player_rewards" USING btree ("tenant_id","reward_code");--> statement-breakpoint
CREATE INDEX "player_rewards_player_status_expiry_idx" ON "player_rewards" USING btree ("player_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "player_rewards_player_offer_idx" ON "player_rewards" USING btree ("player_id","offer_id");--> statement-breakpoint
CREATE INDEX "player_rewards_active_expiry_idx" ON "player_rewards" USING btree ("expires_at") WHERE "player_rewards"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_tenant_number_key" ON "tiers" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_movements_player_currency_at_idx" ON "ledger_movements" USING btree ("player_id","currency","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_movements_player_idempotency_key" ON "ledger_movements" USING btree ("player_id","idempotency_key") WHERE "ledger_movements"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "point_lot_draws_movement_idx" ON "point_lot_draws" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "point_lots_player_expiry_idx" ON "point_lots" USING btree ("player_id","expires_at");--> statement-breakpoint
CREATE INDEX "point_lots_expiry_idx" ON "point_lots" USING btree ("expires_at");