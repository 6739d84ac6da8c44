-- Extension (issue 35): brokerage paperwork.
-- The day the platform paid a booking's brokerage out: TDS under section 194H is due at the rate in force on it.
ALTER TABLE bookings ADD COLUMN released_date date;
UPDATE bookings SET released_date = booking_date + 45 WHERE released_amount > 0 AND released_date IS NULL;
CREATE INDEX bookings_released ON bookings (magnet_id, released_date) WHERE released_date IS NOT NULL;

-- The last invoice serial of each partner and financial year: issuing one updates this row in the
-- invoice's transaction, so serials never repeat or skip, also under concurrent requests.
CREATE TABLE invoice_counters (
  magnet_id integer NOT NULL REFERENCES users(id),
  fy_start integer NOT NULL,
  last_serial integer NOT NULL,
  PRIMARY KEY (magnet_id, fy_start)
);

-- A partner's invoices, one per booking, kept as issued (parties, amounts and taxes).
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  booking_id integer NOT NULL UNIQUE REFERENCES bookings(id),
  fy_start integer NOT NULL,
  serial integer NOT NULL,
  invoice_no text NOT NULL,
  invoice_date date NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (magnet_id, fy_start, serial)
);
