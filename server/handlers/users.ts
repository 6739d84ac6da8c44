import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, TOKEN_TTL_SECONDS, verifyPassword } from '../lib/auth.ts';
import type { Ctx, Handlers } from '../lib/context.ts';
import { makeAjv } from '../lib/contract.ts';
import { HttpError } from '../lib/errors.ts';
import { findUserById, findUserByPhone, toUser } from '../repos/userRepo.ts';

type LoginBody = { phone: string; password: string; remember_me?: 'yes' };
type RegisterBody = { first_name: string; last_name: string; phone: string; email: string; password: string };
type AccountBody = { first_name?: string; last_name?: string; email?: string };
type IdParams = { id: number };

const yesNo = { enum: [0, 1] };
const usermetaSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gst_no: { type: ['string', 'null'], maxLength: 15 },
    rera_no: { anyOf: [{ type: 'string', pattern: '^[A-Za-z]\\d{11}$' }, { const: '' }, { type: 'null' }] },
    is_rera_applied: { enum: [0, 1, null] },
    rera_applied_date: { type: ['string', 'null'], format: 'date' },
    pincode: { type: 'string', pattern: '^\\d{6}$' },
    total_experience: { type: 'number', minimum: 0, maximum: 80 },
    genrate_leads: {
      type: 'array',
      items: { enum: ['Reference', 'Digital Leads', 'Purchase Data'] },
      uniqueItems: true,
    },
    plateform_present_in: {
      type: 'array',
      items: { enum: ['Website', 'Facebook', 'Instagram', 'LinkedIn', 'Twitter', 'Others'] },
      uniqueItems: true,
    },
    devote_time: { enum: ['Full Time', 'Part Time'] },
    have_team: yesNo,
    own_state_business: yesNo,
    list_properties: yesNo,
    operate_business: { enum: ['Sole Prop', 'Partnership', 'Pvt Ltd', 'Public Ltd', 'Other'] },
    office_location: { type: 'string', minLength: 1, maxLength: 300 },
    deal_business_types: {
      type: 'array',
      items: { enum: ['Resale', 'Rental', 'Primary'] },
      minItems: 1,
      uniqueItems: true,
    },
    user_location: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lat', 'lng'],
        properties: {
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
        },
      },
    },
    parent_region_ids: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      minItems: 1,
      uniqueItems: true,
    },
  },
};
const profileDataSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['first_name', 'last_name', 'email'],
      properties: {
        first_name: { type: 'string', minLength: 1, maxLength: 80 },
        last_name: { type: 'string', minLength: 1, maxLength: 80 },
        email: { type: 'string', format: 'email' },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['Usermeta'],
      properties: { Usermeta: usermetaSchema },
    },
  ],
};
const validateProfileData = makeAjv({ coerce: false }).compile<
  AccountBody & { Usermeta?: Record<string, unknown> & { parent_region_ids?: number[] } }
>(profileDataSchema);

/** Sign-in, registration, the current user, the profile, terms. */
export function userHandlers(ctx: Ctx): Handlers {
  const { db, signer, uploads } = ctx;

  const ownId = (req: FastifyRequest) => {
    const { id } = req.params as IdParams;
    if (id !== req.user.id) throw new HttpError(403, 'Forbidden');
    return id;
  };
  const currentUser = async (id: number) => {
    const row = await findUserById(db, id);
    if (!row) throw new HttpError(404, 'User not found');
    return toUser(row, uploads);
  };

  return {
    loginUser: async (req: FastifyRequest) => {
      const { phone, password, remember_me } = req.body as LoginBody;
      const row = await findUserByPhone(db, phone);
      if (!row || !(await verifyPassword(password, row.password_hash))) {
        throw new HttpError(401, 'Invalid phone or password');
      }
      const ttl = remember_me === 'yes' ? 30 * 24 * 3600 : TOKEN_TTL_SECONDS;
      return { userData: { ...toUser(row, uploads), token: signer.sign(row.id, row.role, ttl) } };
    },

    createMagnet: async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body as RegisterBody;
      const hash = await hashPassword(body.password);
      const rows = await db.query<{ id: number }>(
        `INSERT INTO users (phone, password_hash, role, first_name, last_name, email)
         VALUES ($1, $2, 'magnet', $3, $4, $5) ON CONFLICT (phone) DO NOTHING RETURNING id`,
        [body.phone, hash, body.first_name.trim(), body.last_name.trim(), body.email.trim()],
      );
      if (!rows[0]) throw new HttpError(409, 'User already exists with this phone');
      reply.code(201);
      return { message: 'User Created' };
    },

    getMe: async (req: FastifyRequest) => currentUser(req.user.id),

    getUserById: async (req: FastifyRequest) => currentUser(ownId(req)),

    updateUserProfile: async (req: FastifyRequest) => {
      const id = ownId(req);
      const { data } = req.body as { data: string };
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new HttpError(400, 'data must be JSON');
      }
      if (!validateProfileData(parsed)) {
        const e = validateProfileData.errors?.[0];
        throw new HttpError(400, `data${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`);
      }
      const files = req.uploadedFiles ?? {};
      await db.transaction(async (tx) => {
        if (parsed.Usermeta) {
          const { parent_region_ids, ...meta } = parsed.Usermeta;
          if (files.profile_pic) meta.profile_pic = files.profile_pic.key;
          if (files.visiting_card) meta.visiting_card = files.visiting_card.key;
          await tx.query('UPDATE users SET meta = meta || $2::jsonb, updated_at = now() WHERE id = $1', [
            id,
            JSON.stringify(meta),
          ]);
          if (parent_region_ids) {
            const known = await tx.query<{ id: number }>(
              'SELECT id FROM region_parents WHERE id = ANY($1::int[])',
              [parent_region_ids],
            );
            if (known.length !== parent_region_ids.length)
              throw new HttpError(400, 'Unknown region in parent_region_ids');
            await tx.query('DELETE FROM user_regions WHERE user_id = $1', [id]);
            await tx.query(
              'INSERT INTO user_regions (user_id, parent_region_id) SELECT $1, unnest($2::int[])',
              [id, parent_region_ids],
            );
          }
        } else {
          await tx.query(
            'UPDATE users SET first_name = $2, last_name = $3, email = $4, updated_at = now() WHERE id = $1',
            [id, parsed.first_name?.trim(), parsed.last_name?.trim(), parsed.email?.trim()],
          );
        }
      });
      return { message: 'Updated successfully', user: await currentUser(id) };
    },

    updateUser: async (req: FastifyRequest) => {
      const body = req.body as AccountBody;
      await db.query(
        `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
                email = COALESCE($4, email), updated_at = now() WHERE id = $1`,
        [
          req.user.id,
          body.first_name?.trim() ?? null,
          body.last_name?.trim() ?? null,
          body.email?.trim() ?? null,
        ],
      );
      return { message: 'Updated successfully', user: await currentUser(req.user.id) };
    },

    deleteUser: async (req: FastifyRequest) => {
      const id = ownId(req);
      await db.transaction(async (tx) => {
        // A partner's data goes with the account.
        for (const table of [
          'email_outbox',
          'home_loans',
          'campaign_spends',
          'bulk_lead_files',
          'bookings',
        ]) {
          await tx.query(
            `DELETE FROM ${table} WHERE ${table === 'email_outbox' ? 'user_id' : 'magnet_id'} = $1`,
            [id],
          );
        }
        await tx.query('DELETE FROM referrals WHERE magnet_id = $1 OR referred_user_id = $1', [id]);
        await tx.query('DELETE FROM leads WHERE magnet_id = $1', [id]);
        await tx.query('DELETE FROM clients WHERE magnet_id = $1', [id]);
        await tx.query('DELETE FROM users WHERE id = $1', [id]);
      });
      return { message: 'User deleted' };
    },

    acceptTerms: async (req: FastifyRequest) => {
      const id = ownId(req);
      const body = req.body as { is_tc_agree: 1; id: number };
      if (body.id !== id) throw new HttpError(400, 'id must be the user of the path');
      await db.query('UPDATE users SET is_tc_agree = 1, updated_at = now() WHERE id = $1', [id]);
      return { message: 'Accepted successfully', is_tc_agree: 1 };
    },
  };
}
