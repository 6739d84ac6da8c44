import { AGENT_PHONES, type Q } from './common.ts';
import { S } from './reference.ts';

// Extension (issue 53): the demo partner's firm. Two agents (the demo password) who added some of the
// firm's open leads, and one more lead each that the owner assigned to them. Taken from the leads seeded
// already (no faker, so the rest of the demo data stays as it was).

const AGENTS = [
  { first: 'Priya', last: 'Nair', phone: AGENT_PHONES[0] },
  { first: 'Arjun', last: 'Desai', phone: AGENT_PHONES[1] },
] as const;
const ADDED_EACH = 4;

export async function seedFirm(q: Q, ownerId: number, hash: string, now: Date): Promise<void> {
  const open = await q.query<{ id: number }>(
    `SELECT id FROM leads WHERE magnet_id = $1 AND stage_id = ANY($2::int[]) ORDER BY id DESC LIMIT $3`,
    [ownerId, [S.notUpdated, S.suspect, S.opportunity], AGENTS.length * (ADDED_EACH + 1)],
  );
  for (const [k, agent] of AGENTS.entries()) {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO users (phone, password_hash, role, first_name, last_name, is_tc_agree, firm_id, created_at, updated_at)
       VALUES ($1, $2, 'agent', $3, $4, 1, $5, $6, $6) RETURNING id`,
      [agent.phone, hash, agent.first, agent.last, ownerId, now.toISOString()],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('agent not created');
    const mine = open.slice(k * ADDED_EACH, (k + 1) * ADDED_EACH).map((l) => l.id);
    await q.query('UPDATE leads SET created_by = $2, creator_name = $3 WHERE id = ANY($1::int[])', [
      mine,
      id,
      `${agent.first} ${agent.last}`,
    ]);
    const assigned = open[AGENTS.length * ADDED_EACH + k]?.id;
    if (assigned !== undefined) await q.query('UPDATE leads SET agent_id = $2 WHERE id = $1', [assigned, id]);
  }
}
