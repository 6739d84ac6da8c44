-- Every stored file (uploads and the demo data's generated files), bytes included: any server sharing
-- the database serves any file, and a backup of the database holds them all (server/lib/fileStore.ts).
-- A partner's files go with the account (ON DELETE CASCADE); the catalogue's files have no owner.
CREATE TABLE files (
  key text PRIMARY KEY,
  owner_id integer REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_id ON files (owner_id);
-- Kept uncompressed, so a Range request reads only the chunks it asks for (pictures, spreadsheets and
-- recordings gain little from compression anyway).
ALTER TABLE files ALTER COLUMN bytes SET STORAGE EXTERNAL;
