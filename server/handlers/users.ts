import type { FastifyRequest } from 'fastify';
import { istDate } from '../../src/domain/brokerageTax.ts';
import {
  gstinProblem,
  normalTaxId,
  panInGstinProblem,
  panProblem,
  reraAppliedDateProblem,
  reraProblem,
} from '../../src/domain/taxIds.ts';
import { passwordProblem } from '../../src/domain/validators.ts';
import { hashPassword, newSessionId, TOKEN_TTL_SECONDS, verifyPassword } from '../lib/auth.ts';
import type { Ctx } from '../lib/context.ts';
import { componentValidator } from '../lib/contract.ts';
import { HttpError } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { beginLogin, countRegistration } from '../lib/throttle.ts';
import { openSession, revokeSession } from '../repos/sessionRepo.ts';
import {
  acceptTerms,
  createMagnet,
  deleteUserData,
  findUserById,
  findUserByPhone,
  mergeUserMeta,
  profileFileKeys,
  recordReferral,
  replaceUserRegions,
  toUser,
  updateAccount,
  updatePasswordHash,
} from '../repos/userRepo.ts';

type LoginBody = { phone: string; password: string; remember_me?: 'yes' };
type AccountBody = { first_name?: string; last_name?: string; email?: string };

// The JSON of the profile form's `data` part, checked against the contract's ProfileData.
const validateProfileData = componentValidator<
  AccountBody & { Usermeta?: Record<string, unknown> & { parent_region_ids?: number[] } }
>('portal', 'ProfileData');

const TAX_ID_RULES = { gst_no: gstinProblem, pan_no: panProblem, rera_no: reraProblem } as const;

/**
 * The profile's GSTIN, PAN and RERA number trimmed and upper-cased in place, as they are stored; the
 * first one that is not valid (or a PAN that is not the GSTIN's, or a RERA application dated after
 * `today`) answers 400 with the reason.
 */
function normaliseTaxIds(parsed: unknown, today: string): void {
  if (typeof parsed !== 'object' || parsed === null || !('Usermeta' in parsed)) return;
  const meta = parsed.Usermeta;
  if (typeof meta !== 'object' || meta === null) return;
  const fields = meta as Record<string, unknown>;
  for (const [field, problem] of Object.entries(TAX_ID_RULES)) {
    const value = fields[field];
    if (typeof value !== 'string') continue;
    fields[field] = normalTaxId(value);
    const reason = fields[field] === '' ? undefined : problem(value);
    if (reason) throw new HttpError(400, reason);
  }
  const { gst_no, pan_no, rera_applied_date } = fields;
  if (typeof pan_no === 'string' && pan_no !== '' && typeof gst_no === 'string') {
    const reason = panInGstinProblem(pan_no, gst_no);
    if (reason) throw new HttpError(400, reason);
  }
  if (typeof rera_applied_date === 'string') {
    const reason = reraAppliedDateProblem(rera_applied_date, today);
    if (reason) throw new HttpError(400, reason);
  }
}

/** Sign-in, registration, the current user, the profile, terms. */
export function userHandlers(ctx: Ctx) {
  const { db, signer, files } = ctx;

  const ownId = (req: FastifyRequest<{ Params: { id: number } }>) => {
    const { id } = req.params;
    if (id !== req.user.id) throw new HttpError(403, 'Forbidden');
    return id;
  };
  const currentUser = async (id: number) => {
    const row = await findUserById(db, id);
    if (!row) throw new HttpError(404, 'User not found');
    return toUser(row);
  };

  return {
    loginUser: async (req) => {
      const { phone, password, remember_me } = req.body as LoginBody;
      // A place among the sign-ins in progress (429 when there is none), and the password checked when
      // a core is free for it.
      return ctx.passwordChecks.admit(async (inTurn) => {
        const attempt = await beginLogin(ctx, phone, req.ip);
        const row = await findUserByPhone(db, phone);
        // An unknown phone still costs one hash, so the time of the answer does not tell it apart.
        const check = await inTurn(() => verifyPassword(password, row?.password_hash));
        if (!row || !check.ok || row.deactivated_at) throw new HttpError(401, 'Invalid phone or password');
        await attempt.succeeded();
        if (check.rehash) await updatePasswordHash(db, row.id, await inTurn(() => hashPassword(password)));
        const ttl = remember_me === 'yes' ? 30 * 24 * 3600 : TOKEN_TTL_SECONDS;
        const sid = newSessionId();
        const at = ctx.now();
        await openSession(db, sid, row.id, at, new Date(at.getTime() + ttl * 1000));
        return { userData: { ...toUser(row), token: signer.sign(row.id, row.role, sid, ttl) } };
      });
    },

    logoutUser: async (req) => {
      await revokeSession(db, req.session.sid, ctx.now());
      ctx.sessions.forget(req.session.sid);
      return { message: 'Signed out' };
    },

    createMagnet: async (req, reply) => {
      const body = req.body;
      await countRegistration(ctx, body.phone, req.ip);
      const weak = passwordProblem(body.password, body.phone);
      if (weak) throw new HttpError(400, weak);
      const created = await createMagnet(db, {
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        email: body.email.trim(),
      });
      if (created === null) throw new HttpError(409, 'User already exists with this phone');
      if (body.referral_code !== undefined) await recordReferral(db, body.referral_code, created);
      reply.code(201);
      return { message: 'User Created' };
    },

    getMe: async (req) => currentUser(req.user.id),

    getUserById: async (req) => currentUser(ownId(req)),

    updateUserProfile: async (req) => {
      const id = ownId(req);
      const { data } = req.body;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new HttpError(400, 'data must be JSON');
      }
      normaliseTaxIds(parsed, istDate(ctx.now()));
      if (!validateProfileData(parsed)) {
        const e = validateProfileData.errors?.[0];
        throw new HttpError(400, `data${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`);
      }
      const uploaded = req.uploadedFiles ?? {};
      await db.transaction(async (tx) => {
        const before = await profileFileKeys(tx, id);
        // A new picture or card replaces the old one, whichever form sent it.
        const fileMeta: Record<string, string> = {};
        for (const field of ['profile_pic', 'visiting_card'] as const) {
          const file = uploaded[field];
          if (!file) continue;
          await files.put(tx, { ...file, ownerId: id });
          fileMeta[field] = file.key;
        }
        if (Object.keys(fileMeta).length) await mergeUserMeta(tx, id, fileMeta);
        if (parsed.Usermeta) {
          const { parent_region_ids, ...meta } = parsed.Usermeta;
          await mergeUserMeta(tx, id, meta);
          if (parent_region_ids && !(await replaceUserRegions(tx, id, parent_region_ids))) {
            throw new HttpError(400, 'Unknown region in parent_region_ids');
          }
        } else {
          await updateAccount(tx, id, {
            firstName: parsed.first_name?.trim() ?? null,
            lastName: parsed.last_name?.trim() ?? null,
            email: parsed.email?.trim() ?? null,
          });
        }
        // The replaced files are no longer anyone's, so they are neither kept nor served.
        const replaced = (['profile_pic', 'visiting_card'] as const)
          .filter((field) => fileMeta[field] && before[field] && before[field] !== fileMeta[field])
          .map((field) => before[field] as string);
        await files.delete(tx, replaced);
      });
      return { message: 'Updated successfully', user: await currentUser(id) };
    },

    updateUser: async (req) => {
      const body = req.body;
      await updateAccount(db, req.user.id, {
        firstName: body.first_name?.trim() ?? null,
        lastName: body.last_name?.trim() ?? null,
        email: body.email?.trim() ?? null,
      });
      return { message: 'Updated successfully', user: await currentUser(req.user.id) };
    },

    deleteUser: async (req) => {
      const id = ownId(req);
      // A partner's data goes with the account, files included (/files answers 404 for them).
      const removed = await db.transaction((tx) => deleteUserData(tx, id));
      for (const user of removed) ctx.sessions.forgetUser(user);
      return { message: 'User deleted' };
    },

    acceptTerms: async (req) => {
      const id = ownId(req);
      if (req.body.id !== id) throw new HttpError(400, 'id must be the user of the path');
      await acceptTerms(db, id);
      return { message: 'Accepted successfully', is_tc_agree: 1 };
    },
  } satisfies Partial<OperationHandlers>;
}
