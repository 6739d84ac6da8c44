// The payment page of a requested digital campaign: the reference API's stand-in for the payment
// gateway whose address POST /focus_projects/focus_project_upsert answers as payment_url. The page
// names the campaign and offers Pay and Cancel; paying makes the campaign Active (it then shows in the
// partner's campaign spends), cancelling makes it Cancelled. The address carries a random key, like
// the /files links, so it opens in a frame without a bearer token. Plain HTML forms, no script.
import type { FastifyInstance } from 'fastify';
import { formatDay } from '../src/domain/dates.ts';
import type { Ctx } from './lib/context.ts';
import { escapeHtml, sendHtml } from './lib/htmlPage.ts';
import { PAYMENT_PAGE_CSP } from './lib/securityHeaders.ts';
import { type CampaignPayment, findCampaignPayment, settleCampaignPayment } from './repos/campaignRepo.ts';

const KEY = /^[0-9a-f]{32}$/;
const TYPE_NAMES: Record<number, string> = {
  1: 'Google Ads',
  2: 'FB Ads',
  3: 'SMS',
  4: 'Portals',
  5: 'Emails',
};

type KeyParams = { key: string };

const rupees = (amount: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;

const STYLE = `
  body { font-family: Poppins, system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1c2127; }
  main { max-width: 460px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .gateway { color: #5f6b7c; font-size: 13px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; background: #fff; padding: 16px;
       border: 1px solid #dce0e5; border-radius: 4px; margin: 0 0 16px; }
  dt { color: #5f6b7c; } dd { margin: 0; font-weight: 500; }
  .total { font-size: 18px; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  button { font: inherit; padding: 10px 20px; border-radius: 4px; border: 1px solid #c5cbd3; background: #fff;
           cursor: pointer; }
  button.pay { background: #2d72d2; border-color: #2d72d2; color: #fff; }
  .note { padding: 12px 16px; border-radius: 4px; margin: 0 0 16px; }
  .note.paid { background: #e6f4ea; color: #1c6e42; } .note.cancelled { background: #fbe9e9; color: #ac2f33; }
`;

function page(title: string, status: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body data-payment-status="${escapeHtml(status)}"><main>${body}</main></body></html>`;
}

function summary(c: CampaignPayment): string {
  const types = c.campaign_type_ids.map((id) => TYPE_NAMES[id] ?? `#${id}`).join(', ');
  const rows: [string, string][] = [
    ['Project', c.project_name],
    ['Campaign types', types],
    ['Requested by', c.name ?? ''],
  ];
  if (c.start_date && c.end_date)
    rows.push(['Runs', `${formatDay(c.start_date)} to ${formatDay(c.end_date)}`]);
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}
<dt>Amount</dt><dd class="total">${rupees(c.amount)}</dd></dl>`;
}

function campaignPage(key: string, c: CampaignPayment): string {
  const action = `/payments/campaign/${key}`;
  if (c.status === 'Requested') {
    return page(
      'Campaign payment',
      'pending',
      `<h1>Pay for your digital campaign</h1><p class="gateway">Partner Portal payments (demo gateway)</p>
${summary(c)}
<div class="actions">
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${rupees(c.amount)}</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel payment</button></form>
</div>`,
    );
  }
  if (c.status === 'Cancelled') {
    return page(
      'Payment cancelled',
      'cancelled',
      `<h1>Payment cancelled</h1><p class="note cancelled">No money was taken. The campaign will not run.</p>${summary(c)}`,
    );
  }
  return page(
    'Payment received',
    'paid',
    `<h1>Payment received</h1><p class="note paid">Thank you. Your campaign is ${escapeHtml(
      c.status.toLowerCase(),
    )} and shows under Campaigns.</p>${summary(c)}`,
  );
}

const notFoundPage = () =>
  page('Payment not found', 'missing', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');

/** The payment page's own policy: no script, shown in a frame of the portal's own origin. */
const PAYMENT_PAGE = { csp: PAYMENT_PAGE_CSP, frameOptions: 'SAMEORIGIN' } as const;

/**
 * GET /payments/campaign/:key (the page), POST …/pay and …/cancel (then back to the page). Register
 * with `app.register(paymentPages(ctx))`: the form parser it adds stays inside this plugin.
 */
export const paymentPages = (ctx: Ctx) => async (app: FastifyInstance) => {
  // The page's forms post no fields; their body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  app.get<{ Params: KeyParams }>('/payments/campaign/:key', async (req, reply) => {
    const { key } = req.params;
    const campaign = KEY.test(key) ? await findCampaignPayment(ctx.db, key) : undefined;
    if (!campaign) return sendHtml(reply, 404, notFoundPage(), PAYMENT_PAGE);
    return sendHtml(reply, 200, campaignPage(key, campaign), PAYMENT_PAGE);
  });

  for (const [path, outcome] of [
    ['pay', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post<{ Params: KeyParams }>(
      `/payments/campaign/:key/${path}`,
      { bodyLimit: 1024 },
      async (req, reply) => {
        const { key } = req.params;
        const campaign = KEY.test(key) ? await findCampaignPayment(ctx.db, key) : undefined;
        if (!campaign) return sendHtml(reply, 404, notFoundPage(), PAYMENT_PAGE);
        await settleCampaignPayment(ctx.db, key, outcome, ctx.now());
        // Post/redirect/get: a reload of the result does not post again.
        return reply.code(303).header('location', `/payments/campaign/${key}`).send();
      },
    );
  }
};
