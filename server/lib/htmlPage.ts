// The plain HTML pages the reference API serves outside /api (the campaign payment page, the partners'
// project websites): text escaped for HTML, and a page sent uncached and without a referrer.
import type { FastifyReply } from 'fastify';
import { NO_STORE } from './securityHeaders.ts';

/** A page's own Content-Security-Policy and framing, in place of the app's (which forbids framing). */
export type PagePolicy = { csp: string; frameOptions: 'DENY' | 'SAMEORIGIN' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sendHtml(reply: FastifyReply, code: number, html: string, policy?: PagePolicy) {
  reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', NO_STORE)
    .header('referrer-policy', 'no-referrer');
  if (policy)
    reply.header('content-security-policy', policy.csp).header('x-frame-options', policy.frameOptions);
  return reply.send(html);
}
