import { createHash, randomBytes } from 'node:crypto';
import { passwordProblem } from '../../src/domain/validators.ts';
import { hashPassword } from '../lib/auth.ts';
import type { Ctx } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { countAgainst } from '../lib/throttle.ts';
import {
  assignLead,
  deactivateAgent,
  findAgent,
  findInvite,
  inviteAgent,
  listMembers,
  useInvite,
} from '../repos/firmRepo.ts';

/** How long an invite link works. */
export const INVITE_TTL_MS = 72 * 3600 * 1000;

/** An invite link's token: 256 random bits; the server keeps only its SHA-256. */
const newInviteToken = () => randomBytes(32).toString('base64url');
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const INVITE_REFUSED = {
  unknown: [404, 'This invite link is not valid'],
  expired: [410, 'This invite link has expired: ask for a new one'],
  used: [410, 'This invite link has already been used'],
} as const;

/** Extension (issue 53): the firm's members, the owner's invites, an invite's acceptance, deactivation. */
export function firmHandlers(ctx: Ctx) {
  const { db, now } = ctx;
  return {
    listFirmMembers: async (req) => ({ members: await listMembers(db, req.user.firm) }),

    createFirmInvite: async (req, reply) => {
      const firm = req.user.firm;
      await countAgainst(ctx, ctx.limits.invitesPerFirm, firm);
      const token = newInviteToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITE_TTL_MS);
      const member = await db.transaction(async (tx) => {
        const id = await inviteAgent(tx, {
          firm,
          name: req.body.name.trim(),
          phone: req.body.phone,
          tokenHash: tokenHashOf(token),
          at,
          expiresAt,
        });
        if (id === 'taken') throw new HttpError(409, 'This phone already has an account');
        return findAgent(tx, firm, id);
      });
      if (!member) throw new Error('The invited agent was not found');
      // A member invited again has lost their password: their sessions are no longer checked as live here.
      ctx.sessions.forgetUser(member.id);
      reply.code(201);
      return { token, expires_at: expiresAt.toISOString(), member };
    },

    acceptFirmInvite: async (req) => {
      await countAgainst(ctx, ctx.limits.inviteAcceptsPerAddress, req.ip);
      const { token, password } = req.body;
      const at = now();
      const invite = await findInvite(db, tokenHashOf(token), at);
      if (invite.state !== 'live') {
        const [status, message] = INVITE_REFUSED[invite.state];
        throw new HttpError(status, message);
      }
      const weak = passwordProblem(password, invite.phone);
      if (weak) throw new HttpError(400, weak);
      if (!(await useInvite(db, invite.id, at, await hashPassword(password)))) {
        const [status, message] = INVITE_REFUSED.used;
        throw new HttpError(status, message);
      }
      return {
        message: 'Your account is ready: sign in with your phone',
        phone: invite.phone,
        name: invite.name,
      };
    },

    deactivateFirmMember: async (req) => {
      const firm = req.user.firm;
      const { id } = req.params;
      const done = await db.transaction((tx) => deactivateAgent(tx, firm, id, now()));
      if (!done) throw notFound('Member');
      // This server refuses the agent's next call at once; the others hear it from the database.
      ctx.sessions.forgetUser(id);
      ctx.live.endUserSessions(id);
      const member = await findAgent(db, firm, id);
      if (!member) throw notFound('Member');
      return member;
    },

    assignFirmLead: async (req) => {
      const { id } = req.params;
      const agentId = req.body.agent_id;
      const done = await assignLead(db, req.user.firm, id, agentId);
      if (done === 'lead') throw notFound('Lead');
      if (done === 'agent') throw notFound('Member');
      if (done === 'inactive') throw new HttpError(409, 'This agent is not active');
      return { lead_id: id, agent_id: agentId };
    },
  } satisfies Partial<OperationHandlers>;
}
