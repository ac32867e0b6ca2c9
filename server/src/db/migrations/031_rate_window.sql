-- One shared counter per key and time window, for limits that must hold across server instances
-- (repos/rateWindow.ts): the app-key calls per app and per client address, the WeChat authorization return.
CREATE TABLE rate_window (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_window_start ON rate_window (window_start);
