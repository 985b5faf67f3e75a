/** `npm start` / `npm run preview`: serves the built site on 127.0.0.1 (PORT, default 4173; 0 picks a free one). */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startStaticServer } from './static-server';

const root = process.argv[2] ?? 'dist';
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/ has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}
const server = await startStaticServer(root, Number(process.env.PORT ?? 4173));
console.log(`Serving ${root}/ at http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
