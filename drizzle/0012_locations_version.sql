CREATE TABLE "locations_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "locations_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Any statement that changes locations bumps the version the store index checks (decision 145).
CREATE FUNCTION "bump_locations_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "locations_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_locations_version"();
