-- A home loan request repeated with the same Idempotency-Key (the app's outbox sending it again after a
-- lost answer) finds the request of its first answer instead of adding a second one. The fingerprint of
-- the body tells a retry from a key reused for another request.
ALTER TABLE home_loans ADD COLUMN idempotency_key text;
ALTER TABLE home_loans ADD COLUMN request_hash text;
CREATE UNIQUE INDEX home_loans_idempotency_key ON home_loans (magnet_id, idempotency_key);
