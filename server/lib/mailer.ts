import nodemailer from 'nodemailer';
import type { Db } from '../db/db.ts';

export type OutgoingMail = { userId: number; to: string; subject: string; payload: Record<string, unknown> };

/** Records every e-mail in the outbox table, then sends it through SMTP when SMTP_URL is configured. */
export class Mailer {
  private readonly transport;
  constructor(
    private readonly db: Db,
    smtpUrl?: string,
    private readonly from = 'Partner Portal <no-reply@partner-portal.local>',
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      'INSERT INTO email_outbox (user_id, to_email, subject, payload) VALUES ($1, $2, $3, $4) RETURNING id',
      [mail.userId, mail.to, mail.subject, JSON.stringify(mail.payload)],
    );
    const id = rows[0]?.id ?? 0;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: JSON.stringify(mail.payload, null, 2),
        });
        await this.db.query('UPDATE email_outbox SET sent_at = now() WHERE id = $1', [id]);
      } catch (e) {
        await this.db.query('UPDATE email_outbox SET error = $2 WHERE id = $1', [id, String(e)]);
      }
    }
    return id;
  }
}
