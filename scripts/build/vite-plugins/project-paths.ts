import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Our own modules, the ones the build plugins rewrite (node_modules and scripts/ are not the site's code). */
export const srcDir = fileURLToPath(new URL('../../../src/', import.meta.url));

export const lucideDir = fileURLToPath(new URL('../../../node_modules/lucide-react/dist/esm/', import.meta.url));

/** A module's path from the project root, with forward slashes: the key of Vite's manifest. */
export const projectPath = (id: string) => relative(projectRoot, id).split(sep).join('/');
