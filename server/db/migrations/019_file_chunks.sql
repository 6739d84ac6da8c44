-- A file's bytes in chunks of 128 KB, each written by its own short statement (server/lib/fileStore.ts):
-- a large upload never holds the database (PGlite has one connection) for the seconds one big
-- statement takes, and a Range request reads only the chunks it covers.
-- A files row is written first as pending (not served), its chunks follow, and the transaction that
-- names the file clears pending; pending rows left by a stopped upload are removed with their chunks.
CREATE TABLE file_chunks (
  key text NOT NULL REFERENCES files (key) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (key, seq)
);
-- Stored uncompressed: pictures, spreadsheets and recordings gain little from compression.
ALTER TABLE file_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;
ALTER TABLE files ADD COLUMN pending boolean NOT NULL DEFAULT false;
CREATE INDEX files_pending ON files (created_at) WHERE pending;
-- The files stored so far move into chunks (an empty file has none).
INSERT INTO file_chunks (key, seq, bytes)
SELECT f.key, s.seq, substring(f.bytes FROM s.seq * 131072 + 1 FOR 131072)
  FROM files f, generate_series(0, (octet_length(f.bytes) + 131071) / 131072 - 1) AS s (seq);
ALTER TABLE files DROP COLUMN bytes;
