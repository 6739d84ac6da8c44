-- Each partner's personalised project websites (a project's magnet_landing_page) live at
-- /sites/{project id}/{site_key}: the random key names the partner without giving away an id, and the
-- pages carry that partner's name and phone.
ALTER TABLE users ADD COLUMN site_key text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text);
CREATE UNIQUE INDEX users_site_key ON users (site_key);
