/**
 * `npm run serve`: serves out/ the way the CDNs in docs/deploy.md do (lib/build/static-server.ts),
 * for a newcomer's browser and for anything that wants the site in another process. An unknown path
 * gets its language's not-found page with status 404 (`/ar/…` → out/ar/404.html, any other →
 * out/404.html), the choice every host makes (lib/build/not-found.ts).
 *
 * Usage: tsx scripts/serve-static.ts [--port 3000] [--host 127.0.0.1] [--dir out]   (--port 0: a free port)
 */
import { parseArgs } from 'node:util';
import { startStaticServer } from '../lib/build/static-server';

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' } } });

startStaticServer({ dir: values.dir ?? 'out', port: Number(values.port ?? process.env.PORT ?? 3000), host: values.host ?? '127.0.0.1' }).then(
  (server) => {
    console.log(`Serving ${values.dir ?? 'out'} at ${server.origin} with the headers of its _headers`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
  },
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
