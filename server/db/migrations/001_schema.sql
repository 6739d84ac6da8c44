-- Partner Portal reference API: the initial schema.
-- Every row a partner owns carries magnet_id (the partner's users.id); every query filters on it.

CREATE TABLE service_rms (
  id serial PRIMARY KEY,
  name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL
);

CREATE TABLE region_parents (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE regions (
  id serial PRIMARY KEY,
  name text NOT NULL,
  parent_id integer NOT NULL REFERENCES region_parents(id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'magnet',
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  email text,
  is_tc_agree integer NOT NULL DEFAULT 0,
  ivr_number text,
  service_rm_id integer REFERENCES service_rms(id),
  -- UserInfo (Usermeta): gst_no, rera_no, is_rera_applied, rera_applied_date, pincode, total_experience,
  -- genrate_leads, plateform_present_in, devote_time, have_team, own_state_business, list_properties,
  -- operate_business, office_location, deal_business_types, user_location, profile_pic, visiting_card
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_regions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  parent_region_id integer NOT NULL REFERENCES region_parents(id),
  region_id integer REFERENCES regions(id),
  UNIQUE (user_id, parent_region_id)
);

CREATE TABLE stages (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'LEAD',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE lead_internal_statuses (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE sources (
  id integer PRIMARY KEY,
  name text NOT NULL,
  is_partner_default boolean NOT NULL DEFAULT false
);

CREATE TABLE projects (
  id serial PRIMARY KEY,
  name text NOT NULL,
  builder_name text NOT NULL,
  region_id integer NOT NULL REFERENCES regions(id),
  location text NOT NULL,
  is_active integer NOT NULL DEFAULT 1,
  is_focus integer NOT NULL DEFAULT 0,
  creator_name text,
  site_url text,
  magnet_landing_page text,
  brochure_url text,
  slab_min numeric(5, 2) NOT NULL DEFAULT 0,
  slab_max numeric(5, 2) NOT NULL DEFAULT 0,
  rera_no text,
  land_area text,
  starting_price bigint,
  banner_url text,
  highlights jsonb NOT NULL DEFAULT '[]'::jsonb,
  fact_sheet integer NOT NULL DEFAULT 0,
  is_masked integer NOT NULL DEFAULT 0,
  site_visit_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE project_meta (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  bhk integer NOT NULL,
  price bigint NOT NULL
);

CREATE TABLE project_images (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('baner', 'highlight', 'gallary')),
  url text NOT NULL
);

CREATE TABLE floor_plans (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  bhk text NOT NULL,
  area integer NOT NULL,
  price bigint NOT NULL
);

CREATE TABLE clients (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  number text NOT NULL,
  country_code text NOT NULL DEFAULT '+91',
  alternate_number text,
  email text,
  current_location text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE leads (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  client_id integer NOT NULL REFERENCES clients(id),
  project_id integer NOT NULL REFERENCES projects(id),
  alternate_project_id integer REFERENCES projects(id),
  stage_id integer NOT NULL REFERENCES stages(id),
  internal_status_id integer REFERENCES lead_internal_statuses(id),
  source_id integer NOT NULL REFERENCES sources(id),
  assignee_name text,
  assigned_at timestamptz,
  presale_rm_name text,
  creator_name text,
  created_by integer,
  admin_message text,
  is_magnet integer NOT NULL DEFAULT 1,
  is_presale integer NOT NULL DEFAULT 0,
  nationality text NOT NULL DEFAULT '1',
  is_audit_new_lead integer NOT NULL DEFAULT 0,
  closing_reason text,
  loan_required integer NOT NULL DEFAULT 0,
  followup_date timestamptz,
  action_date timestamptz,
  coming_date timestamptz,
  closed_at timestamptz,
  more_fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX leads_magnet_created ON leads (magnet_id, id DESC);
CREATE INDEX leads_magnet_stage ON leads (magnet_id, stage_id);

CREATE TABLE update_logs (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  action text,
  action_name text,
  action_date timestamptz,
  activity_message text,
  comment text,
  user_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX update_logs_lead ON update_logs (lead_id);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  comments text NOT NULL,
  user_name text NOT NULL,
  user_saluation text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_lead ON comments (lead_id);

CREATE TABLE call_details (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  recording_url text,
  conversation_duration text NOT NULL DEFAULT '0:00:00',
  call_date timestamptz NOT NULL,
  agent_name text
);
CREATE INDEX call_details_lead ON call_details (lead_id);

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  lead_id integer NOT NULL REFERENCES leads(id),
  project_id integer NOT NULL REFERENCES projects(id),
  client_id integer NOT NULL REFERENCES clients(id),
  sales_rm_id integer,
  sales_rm_name text,
  parent_rm_name text,
  tl_name text,
  booking_date date NOT NULL,
  agreement_value bigint,
  booking_amount bigint,
  flat_type text,
  building_number text,
  flat_no text,
  booking_document_stage integer,
  sdr_payment_status integer,
  registration_status integer,
  invoice_raised_status integer,
  invoice_cleared_status integer,
  magnet_invoice_cleared_status integer,
  document_status text,
  is_presale integer NOT NULL DEFAULT 0,
  passback integer NOT NULL DEFAULT 0,
  is_lead_cancelled integer NOT NULL DEFAULT 0,
  client_payment_percentages jsonb NOT NULL DEFAULT '[]'::jsonb,
  total_brokerage bigint NOT NULL DEFAULT 0,
  base_incentive bigint NOT NULL DEFAULT 0,
  ladder_incentive bigint NOT NULL DEFAULT 0,
  total_tds bigint NOT NULL DEFAULT 0,
  total_gst bigint NOT NULL DEFAULT 0,
  payable_amount bigint NOT NULL DEFAULT 0,
  released_amount bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_magnet ON bookings (magnet_id, id DESC);

CREATE TABLE bulk_lead_files (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  project_id integer REFERENCES projects(id),
  parent_region_id integer NOT NULL REFERENCES region_parents(id),
  uploader_name text NOT NULL,
  email text,
  phone text,
  source_name text,
  is_moved integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'Uploaded',
  closing_reason text,
  file_name text,
  file_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_spends (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  project_id integer NOT NULL REFERENCES projects(id),
  campaign_type_ids integer[] NOT NULL,
  amount bigint NOT NULL,
  name text,
  status text NOT NULL DEFAULT 'Requested',
  payment_url text,
  spend_amount bigint NOT NULL DEFAULT 0,
  lead_count integer NOT NULL DEFAULT 0,
  start_date date,
  end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE home_loans (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  number text NOT NULL,
  added_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id serial PRIMARY KEY,
  magnet_id integer NOT NULL REFERENCES users(id),
  referred_user_id integer NOT NULL REFERENCES users(id),
  digital_coins text NOT NULL DEFAULT '0',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (referred_user_id)
);

CREATE TABLE user_filters (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('lead', 'project', 'booking', 'bulklead')),
  name text NOT NULL DEFAULT 'Untitled Filter',
  filter jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_fields (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('lead', 'bulklead', 'project', 'booking')),
  field jsonb NOT NULL,
  UNIQUE (user_id, type)
);

CREATE TABLE email_outbox (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  to_email text NOT NULL,
  subject text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);

-- Server-wide settings shared by every replica (the token signing secret lives here).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
