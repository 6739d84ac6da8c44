// A partner's personalised website of a project (the Project's magnet_landing_page, spec 02 §3): a
// public, mobile-friendly page of the project that carries the partner's name and phone, so that a
// client who opens the shared address calls that partner. The address is /sites/{project id}/{key},
// the key being the partner's random site key (migration 007); the page uses no script.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { Ctx } from './lib/context.ts';
import { escapeHtml, sendHtml } from './lib/htmlPage.ts';
import { findProject, sitePartner } from './repos/projectRepo.ts';

const KEY = /^[0-9a-f]{32}$/;
const PROJECT_ID = /^[1-9]\d{0,9}$/;

/** The address of the partner's website of a project, on this server. */
export const siteUrlOf = (origin: string, projectId: number, key: string) =>
  `${origin}/sites/${projectId}/${key}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value
    ? Object.entries(value).find(([k]) => k === name)?.[1]
    : undefined;

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupees = (value: unknown) => (typeof value === 'number' ? `₹${grouping.format(value)}` : '—');

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: Poppins, system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1c2127; }
  img { display: block; max-width: 100%; }
  .banner { width: 100%; height: 240px; object-fit: cover; }
  header { background: #215db0; color: #fff; padding: 16px 20px; }
  header h1 { margin: 0 0 4px; font-size: 24px; } header p { margin: 0; color: #dee9f8; }
  main { max-width: 880px; margin: 0 auto; padding: 0 0 96px; }
  section { background: #fff; margin: 12px; padding: 16px; border-radius: 6px; border: 1px solid #e5e8eb; }
  h2 { font-size: 16px; margin: 0 0 10px; color: #215db0; }
  .figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 10px; }
  .figures div { background: #edf3fb; border-radius: 6px; padding: 10px 12px; }
  .figures span { display: block; color: #5f6b7c; font-size: 12px; } .figures strong { font-size: 17px; }
  ul { margin: 0; padding-left: 18px; } li { margin: 4px 0; }
  table { width: 100%; border-collapse: collapse; } th, td { padding: 8px; border-bottom: 1px solid #e5e8eb; }
  th { text-align: left; color: #5f6b7c; font-weight: 500; } td + td, th + th { text-align: right; }
  .gallery { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 8px; }
  .gallery img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 4px; }
  .contact { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 1px solid #dce0e5;
             display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 12px 20px; }
  .contact span { color: #5f6b7c; font-size: 12px; display: block; }
  .scan { display: flex; align-items: center; gap: 16px; } .scan p { margin: 0; color: #5f6b7c; word-break: break-all; }
  .qr { flex: 0 0 120px; width: 120px; height: 120px; } .qr svg { width: 100%; height: 100%; }
  .call { background: #2d72d2; color: #fff; text-decoration: none; padding: 10px 18px; border-radius: 4px;
          white-space: nowrap; font-weight: 500; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

type Partner = { name: string; phone: string; rera: string | null };

/** The partner's RERA number and a QR code of this page's own address (issue 35): inline SVG, no script. */
function projectPage(
  project: Record<string, unknown>,
  partner: Partner,
  link: string,
  qrSvg: string,
): string {
  const name = text(project.name);
  const images = list(project.ProjectImages);
  const gallery = images.filter((i) => field(i, 'type') === 'gallary').map((i) => text(field(i, 'url')));
  const plans = list(project.floor_plans);
  const highlights = list(project.highlights).map(text).filter(Boolean);
  const banner = text(project.banner);
  const phone = `+91-${partner.phone}`;
  const figures: [string, string][] = [
    ['Starting Price', rupees(project.starting_price)],
    ['Land Area', text(project.land_area) || '—'],
    ['RERA No.', text(project.rera_no) || '—'],
  ];
  return page(
    `${name} · ${partner.name}`,
    `<main>
${banner ? `<img class="banner" src="${escapeHtml(banner)}" alt="">` : ''}
<header><h1>${escapeHtml(name)}</h1><p>by ${escapeHtml(text(project.builder_name))} · ${escapeHtml(
      text(project.location),
    )}</p></header>
<section aria-label="Key facts"><div class="figures">${figures
      .map(([k, v]) => `<div><span>${escapeHtml(k)}</span><strong>${escapeHtml(v)}</strong></div>`)
      .join('')}</div></section>
${
  highlights.length
    ? `<section><h2>Highlights</h2><ul>${highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul></section>`
    : ''
}
${
  plans.length
    ? `<section><h2>Floor Plans</h2><table><thead><tr><th>Type</th><th>Carpet Area (Sq.Ft.)</th><th>Price (all inclusive)</th></tr></thead><tbody>${plans
        .map(
          (p) =>
            `<tr><td>${escapeHtml(text(field(p, 'bhk')))}</td><td>${grouping.format(
              Number(field(p, 'area')) || 0,
            )}</td><td>${rupees(field(p, 'price'))}</td></tr>`,
        )
        .join('')}</tbody></table></section>`
    : ''
}
${
  gallery.length
    ? `<section><h2>Gallery</h2><div class="gallery">${gallery
        .map((url) => `<img src="${escapeHtml(url)}" alt="" loading="lazy">`)
        .join('')}</div></section>`
    : ''
}
<section class="scan" aria-label="Scan to open this page"><div class="qr" role="img" aria-label="QR code of ${escapeHtml(
      link,
    )}">${qrSvg}</div><p>Scan to open this page on a phone, or share it: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></section>
</main>
<footer class="contact" aria-label="Contact"><div><span>Your property advisor</span><strong>${escapeHtml(
      partner.name,
    )}</strong><span>${escapeHtml(partner.rera ? `RERA Reg. No. ${partner.rera}` : 'RERA registration applied for')}</span></div><a class="call" href="tel:${escapeHtml(phone)}">Call ${escapeHtml(phone)}</a></footer>`,
  );
}

const notFoundPage = () =>
  page(
    'Page not found',
    '<main><section><h1>Page not found</h1><p>This address is not valid.</p></section></main>',
  );

type SiteParams = { projectId: string; key: string };

/** GET /sites/:projectId/:key, the partner's website of an active project that has one. */
export const sitePages = (ctx: Ctx) => async (app: FastifyInstance) => {
  app.get<{ Params: SiteParams }>('/sites/:projectId/:key', async (req, reply) => {
    const { projectId, key } = req.params;
    if (!PROJECT_ID.test(projectId) || !KEY.test(key)) return sendHtml(reply, 404, notFoundPage());
    const [partner, project] = await Promise.all([
      sitePartner(ctx.db, key),
      findProject(ctx.db, Number(projectId)),
    ]);
    if (!partner || !project || project.is_active !== 'Active' || !project.magnet_landing_page) {
      return sendHtml(reply, 404, notFoundPage());
    }
    const link = siteUrlOf(ctx.publicUrl, Number(projectId), key);
    const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return sendHtml(reply, 200, projectPage(project, partner, link, qrSvg));
  });
};
