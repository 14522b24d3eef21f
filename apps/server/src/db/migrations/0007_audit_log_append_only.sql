-- The audit log is append-only (docs/security.md). Rows are never updated; the table is never
-- truncated; a row is deleted only by prune_audit_log(), and only once it is older than the
-- 365-day floor, so recent history cannot be removed by anyone who can reach the database as
-- the application. Triggers bind superusers and table owners too, on PostgreSQL and PGlite.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('mpa.audit_pruning', true) = 'on'
     AND OLD.at < now() - interval '365 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- The retention job's only way to remove rows: those older than `older_than` (at least 365
-- days ago). SECURITY DEFINER, so an application role granted only INSERT and SELECT on the
-- table can still run the retention job.
CREATE OR REPLACE FUNCTION prune_audit_log(older_than timestamptz) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  removed bigint;
BEGIN
  IF older_than > now() - interval '365 days' THEN
    RAISE EXCEPTION 'audit entries are kept for at least 365 days';
  END IF;
  PERFORM set_config('mpa.audit_pruning', 'on', true);
  DELETE FROM audit_log WHERE at < older_than;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('mpa.audit_pruning', 'off', true);
  RETURN removed;
END;
$$;
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;
