/** `npm start` / `npm run preview`: serves the built site on 127.0.0.1. */
import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server';

const port = Number(process.env.PORT ?? 4173);
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
await startStaticServer('dist', port);
console.log(`Serving dist/ at http://127.0.0.1:${port}/`);
