/** `npm start` / `npm run preview`: serves the built site on 127.0.0.1 (PORT, default 4173; 0 picks a free one). */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArguments, portFromEnv } from '../shared/arguments';
import { startStaticServer } from './static-server';

const usage = '[PORT=4173] npm run preview [-- <built site folder, default dist>]';
const root = parseArguments(process.argv.slice(2), { maxPositionals: 1, usage }).positionals[0] ?? 'dist';
const port = portFromEnv('PORT', 4173);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root}/ has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}
const server = await startStaticServer(root, port);
console.log(`Serving ${root}/ at http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
