-- The payment page of a requested campaign (the reference API's stand-in for the payment gateway):
-- its address carries a random key, so the page works like a pre-signed link and names no partner.
ALTER TABLE campaign_spends ADD COLUMN payment_key text;
CREATE UNIQUE INDEX campaign_spends_payment_key ON campaign_spends (payment_key);
-- Requests made before this migration get a key and the page's address.
UPDATE campaign_spends
   SET payment_key = md5(random()::text || clock_timestamp()::text || id::text),
       payment_url = NULL
 WHERE status = 'Requested';
UPDATE campaign_spends SET payment_url = '/payments/campaign/' || payment_key WHERE payment_key IS NOT NULL;
