// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { singlePathIcons } from '../../../../../scripts/build/vite-plugins/single-path-icons';
import { transformed } from './plugin-hooks';

const icons = resolve('node_modules/lucide-react/dist/esm/icons');
const sparkles = resolve(icons, 'sparkles.mjs');

describe('singlePathIcons', () => {
  it("has a Lucide icon drawn by our outline component from its merged shapes, in place of Lucide's", async () => {
    const result = await transformed(singlePathIcons(), readFileSync(sparkles, 'utf8'), sparkles);
    expect(result).toMatch(
      /^import \{ createOutlineIcon, mergeIconShapes \} from ".*\/src\/ui\/icon-outline\.ts";\n/,
    );
    expect(result).toContain('const Sparkles = createOutlineIcon(mergeIconShapes(__iconData));');
    expect(result).not.toContain('createLucideIcon(__iconData)');
  });

  it('does the same in the server build, so the prerender draws what hydration expects', async () => {
    const code = readFileSync(sparkles, 'utf8');
    expect(await transformed(singlePathIcons(), code, sparkles, { ssr: true })).toBe(
      await transformed(singlePathIcons(), code, sparkles),
    );
  });

  it("leaves Lucide's other modules and our own as they are", async () => {
    const barrel = resolve('node_modules/lucide-react/dist/esm/lucide-react.mjs');
    expect(await transformed(singlePathIcons(), readFileSync(barrel, 'utf8'), barrel)).toBeNull();
    const ours = 'const Icon = createLucideIcon(__iconData);';
    expect(await transformed(singlePathIcons(), ours, resolve('src/ui/icon.ts'))).toBeNull();
  });
});
