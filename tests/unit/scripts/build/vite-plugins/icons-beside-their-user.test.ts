// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  iconOwner,
  iconsBesideTheirUser,
} from '../../../../../scripts/build/vite-plugins/icons-beside-their-user';
import { loaded, transformed } from './plugin-hooks';

const header = resolve('src/components/site-header.tsx');
const footer = resolve('src/components/site-footer.tsx');
const code =
  "import { Phone, Sparkles as Shine, type LucideIcon } from 'lucide-react';\nexport const icons = [Phone, Shine];\n";

/** The copies a module's code imports (the id of each starts with a NUL, written `\u0000` in the code): local name,
 * icon file and the tag of the module they belong to. */
const copies = (result: string | null) =>
  [...(result ?? '').matchAll(/^import (\w+) from "\\u0000icon-copy:([\w-]+):(\w+)";$/gm)].map(
    ([, local, file, owner]) => ({
      local,
      file,
      owner,
    }),
  );

describe('iconsBesideTheirUser', () => {
  describe('in the browser build', () => {
    it("imports each icon a module of ours names from a copy of that icon's own file, tagged for the module", async () => {
      const result = await transformed(iconsBesideTheirUser(), code, header);
      expect(copies(result)).toEqual([
        { local: 'Phone', file: 'phone', owner: iconOwner('src/components/site-header.tsx') },
        { local: 'Shine', file: 'sparkles', owner: iconOwner('src/components/site-header.tsx') },
      ]);
      expect(result).not.toContain('lucide-react');
      expect(result).toContain('export const icons = [Phone, Shine];');
    });

    it('gives two modules copies of their own, so each icon travels in the chunk that draws it', async () => {
      const inHeader = copies(await transformed(iconsBesideTheirUser(), code, header));
      const inFooter = copies(await transformed(iconsBesideTheirUser(), code, footer));
      expect(inHeader.map((copy) => copy.file)).toEqual(inFooter.map((copy) => copy.file));
      expect(inHeader[0]!.owner).not.toBe(inFooter[0]!.owner);
    });

    it('finds an icon by any name Lucide exports it under: Sparkles, SparklesIcon, LucideSparkles', async () => {
      const names = "import { SparklesIcon, LucideSparkles } from 'lucide-react';";
      const result = await transformed(iconsBesideTheirUser(), names, header);
      expect(copies(result).map((copy) => copy.file)).toEqual(['sparkles', 'sparkles']);
    });

    it('stops the build on a name that is no Lucide icon', async () => {
      await expect(
        transformed(iconsBesideTheirUser(), "import { Sparkle2000 } from 'lucide-react';", header),
      ).rejects.toThrow(/Sparkle2000 is not a Lucide icon/);
    });

    it("loads a copy as Lucide's icon module, drawn from its merged shapes", async () => {
      const [copy] = copies(await transformed(iconsBesideTheirUser(), code, header));
      const result = await loaded(iconsBesideTheirUser(), `\0icon-copy:${copy!.file}:${copy!.owner}`);
      expect(result).toContain('const Phone = createOutlineIcon(mergeIconShapes(__iconData));');
      // From its new place, the copy reaches Lucide's helper by its full path.
      expect(result).toMatch(/from ".*\/node_modules\/lucide-react\/dist\/esm\/createLucideIcon\.mjs";/);
    });
  });

  it('leaves the server build, and modules outside src/, importing Lucide as they are', async () => {
    expect(await transformed(iconsBesideTheirUser(), code, header, { ssr: true })).toBeNull();
    expect(await transformed(iconsBesideTheirUser(), code, resolve('scripts/build/head.ts'))).toBeNull();
    expect(await loaded(iconsBesideTheirUser(), 'lucide-react')).toBeNull();
  });
});
