-- A session's last_seen_at moved back (by hand: an administrator, or a test standing in for
-- idle time) changes whether it has timed out, so the caches must hear of it. The 30-second touch
-- moves it forward and stays silent (a row-level condition, checked for the one touched row).
CREATE TRIGGER session_rewound AFTER UPDATE OF last_seen_at ON "session"
  FOR EACH ROW WHEN (NEW.last_seen_at < OLD.last_seen_at) EXECUTE FUNCTION suyuan_notify_change();
