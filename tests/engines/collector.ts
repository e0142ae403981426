/**
 * The engine suite's own front server: a small reverse proxy in front of scripts/serve-static.ts
 * that records what a page must never do, the same way in every engine.
 *
 * - It appends `report-uri /__engines/csp` to every Content-Security-Policy, so both engines POST
 *   each violation here (WebKit's classic WebDriver cannot listen for them before load).
 * - It puts a tiny probe script first in every HTML page's <head> (its sha256 is added to
 *   script-src, so the policy under test is otherwise unchanged). The probe beacons uncaught errors
 *   and unhandled rejections here: the one way to see them in WebKit's classic WebDriver.
 * - It serves a self-test page that breaks both rules, so the suite proves each engine's detectors
 *   work before trusting a clean result.
 *
 * Everything else is forwarded to the site's server untouched.
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PREFIX = '/__engines/';
const CSP_REPORT_PATH = `${PREFIX}csp`;
const PROBE_REPORT_PATH = `${PREFIX}report`;
export const SELF_TEST_PATH = `${PREFIX}self-test`;
const SELF_TEST_SCRIPT = `${PREFIX}self-test.js`;
export const SELF_TEST_ERROR = 'engines self-test: uncaught error';
export const SELF_TEST_REJECTION = 'engines self-test: unhandled rejection';

/** Runs before every other script of the page. ES5 on purpose: it must run in any engine. */
const PROBE = `(function(){function s(k,m){try{navigator.sendBeacon(${JSON.stringify(PROBE_REPORT_PATH)},JSON.stringify({kind:k,page:location.href,message:String(m).slice(0,500)}))}catch(e){}}
addEventListener('error',function(e){if(e instanceof ErrorEvent)s('uncaught error',(e.message||e.error)+' at '+e.filename+':'+e.lineno+':'+e.colno)});
addEventListener('unhandledrejection',function(e){var r=e.reason;s('unhandled rejection',r&&r.stack?r.message||r.stack:r)})})();`;
const PROBE_HASH = `'sha256-${createHash('sha256').update(PROBE, 'utf8').digest('base64')}'`;

export interface Incident {
  readonly seq: number;
  readonly kind: string;
  /** Path of the document it came from ("/clients"), or "?" when the engine did not say. */
  readonly path: string;
  readonly message: string;
}

function pathOf(url: unknown): string {
  try {
    return new URL(String(url)).pathname;
  } catch {
    return '?';
  }
}

/** The policy with the probe allowed and violations reported here. */
export function instrumentPolicy(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const scriptSrc = directives.findIndex((directive) => /^script-src\s/i.test(directive));
  if (scriptSrc >= 0) directives[scriptSrc] = `${directives[scriptSrc]} ${PROBE_HASH}`;
  else {
    const fallback = directives.find((directive) => /^default-src\s/i.test(directive));
    if (fallback) directives.push(`script-src ${fallback.replace(/^default-src\s+/i, '')} ${PROBE_HASH}`);
  }
  return [...directives.filter((directive) => !/^report-(uri|to)\s/i.test(directive)), `report-uri ${CSP_REPORT_PATH}`].join('; ');
}

export function injectProbe(html: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  const at = head ? head.index + head[0].length : 0;
  return `${html.slice(0, at)}<script>${PROBE}</script>${html.slice(at)}`;
}

function readBody(stream: NodeJS.ReadableStream, limit = 1_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

export class Collector {
  readonly incidents: Incident[] = [];
  /** The status of the last HTML response per path: what the engine was given. */
  private readonly statuses = new Map<string, number>();
  private server: Server | undefined;
  origin = '';

  constructor(private readonly upstreamPort: number) {}

  /** Incidents recorded after `mark` (a previous `incidents.length`), the self-test page's excluded. */
  since(mark: number): Incident[] {
    return this.incidents.slice(mark).filter((incident) => !incident.path.startsWith(PREFIX));
  }

  lastStatus(path: string): number | undefined {
    return this.statuses.get(path);
  }

  private record(kind: string, path: string, message: string) {
    this.incidents.push({ seq: this.incidents.length, kind, path, message });
  }

  private recordCspReport(body: string) {
    let reports: unknown[] = [];
    try {
      const parsed = JSON.parse(body) as unknown;
      reports = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      this.record('CSP violation', '?', `unparsable report: ${body.slice(0, 200)}`);
      return;
    }
    for (const report of reports) {
      const fields = ((report as Record<string, unknown>)?.['csp-report'] ?? (report as Record<string, unknown>)?.body ?? report) as Record<string, unknown>;
      const directive = fields['effective-directive'] ?? fields['violated-directive'] ?? fields.effectiveDirective ?? '?';
      const blocked = fields['blocked-uri'] ?? fields.blockedURL ?? '?';
      const sample = fields['script-sample'] ?? fields.sample ?? '';
      this.record(
        'CSP violation',
        pathOf(fields['document-uri'] ?? fields.documentURL),
        `${String(directive)} blocked ${String(blocked)}${sample ? ` (${String(sample).slice(0, 80)})` : ''}`,
      );
    }
  }

  async start(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'POST' && (url.pathname === CSP_REPORT_PATH || url.pathname === PROBE_REPORT_PATH)) {
        void readBody(request).then((body) => {
          if (url.pathname === CSP_REPORT_PATH) this.recordCspReport(body);
          else {
            try {
              const report = JSON.parse(body) as { kind?: string; page?: string; message?: string };
              this.record(report.kind ?? 'error', pathOf(report.page), report.message ?? '');
            } catch {
              this.record('error', '?', body.slice(0, 200));
            }
          }
          response.writeHead(204).end();
        });
        return;
      }
      if (url.pathname === SELF_TEST_PATH) {
        const html =
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>engines self-test</title></head><body><p>self-test</p>' +
          `<script>document.title = 'inline script ran';</script><script src="${SELF_TEST_SCRIPT}"></script></body></html>`;
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Security-Policy': instrumentPolicy("default-src 'self'; script-src 'self'"),
        });
        response.end(injectProbe(html));
        return;
      }
      if (url.pathname === SELF_TEST_SCRIPT) {
        response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(
          `setTimeout(function () { throw new Error(${JSON.stringify(SELF_TEST_ERROR)}); }, 0); Promise.reject(new Error(${JSON.stringify(SELF_TEST_REJECTION)}));`,
        );
        return;
      }
      this.forward(request.method ?? 'GET', request.url ?? '/', request.headers, request, response);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private forward(method: string, path: string, headers: IncomingHttpHeaders, body: NodeJS.ReadableStream, response: import('node:http').ServerResponse) {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: this.upstreamPort,
        method,
        path,
        headers: { ...headers, host: `127.0.0.1:${this.upstreamPort}`, 'accept-encoding': 'identity' },
      },
      (reply) => {
        const replyHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined) replyHeaders[name] = value;
        const policy = reply.headers['content-security-policy'];
        if (typeof policy === 'string') replyHeaders['content-security-policy'] = instrumentPolicy(policy);
        const isHtml = /^text\/html\b/i.test(reply.headers['content-type'] ?? '') && method !== 'HEAD' && reply.statusCode !== 206;
        if (!isHtml) {
          response.writeHead(reply.statusCode ?? 502, replyHeaders);
          reply.pipe(response);
          return;
        }
        this.statuses.set(new URL(path, 'http://localhost').pathname, reply.statusCode ?? 0);
        void readBody(reply, 50_000_000).then((html) => {
          const instrumented = Buffer.from(injectProbe(html), 'utf8');
          replyHeaders['content-length'] = String(instrumented.length);
          response.writeHead(reply.statusCode ?? 502, replyHeaders);
          response.end(instrumented);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`engines proxy: ${error.message}`);
    });
    body.pipe(upstream);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
