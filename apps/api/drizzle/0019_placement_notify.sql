-- Written by hand: the catalog triggers of 0009 stay silent in a transaction that says, by
-- set_config('shop.catalog_notify', 'after_commit', true), that it tells every process itself
-- once it has committed (a placement taking stock: src/checkout/checkout-service.ts). A NOTIFY
-- takes a cluster-wide lock from its commit until that commit is on disk, so transactions that
-- notify commit one at a time, each waiting for its own flush of the WAL: placements, which all
-- take stock, could never share a flush. Every other writer (the API's staff and jobs, the
-- seed, psql) still notifies from the triggers.
CREATE OR REPLACE FUNCTION "notify_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalog_notify', true) = 'after_commit' THEN
    RETURN NULL;
  ELSIF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('shop_changes', 'catalog');
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM pg_notify('shop_changes', 'catalog'); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('shop_changes', 'catalog');
  END IF;
  RETURN NULL;
END $$;
