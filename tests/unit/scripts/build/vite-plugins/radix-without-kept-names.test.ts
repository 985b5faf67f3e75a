// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { radixWithoutKeptNames } from '../../../../../scripts/build/vite-plugins/radix-without-kept-names';
import { appliesTo, transformed } from './plugin-hooks';

const radixModule = '/site/node_modules/@radix-ui/react-dialog/dist/index.mjs';

describe('radixWithoutKeptNames', () => {
  it('unwraps each function a Radix module names again, and drops the statements that only name one', async () => {
    const code = [
      'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });',
      'function Dialog(props) {',
      '  return /* @__PURE__ */ __name(function handleOpen(event) {',
      '    props.onOpenChange?.(true);',
      '  }, "handleOpen");',
      '}',
      '__name(Dialog, "Dialog");',
      'export { Dialog };',
    ].join('\n');
    expect(await transformed(radixWithoutKeptNames(), code, radixModule)).toBe(
      [
        'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });',
        'function Dialog(props) {',
        '  return /* @__PURE__ */ function handleOpen(event) {',
        '    props.onOpenChange?.(true);',
        '  };',
        '}',
        '',
        'export { Dialog };',
      ].join('\n'),
    );
  });

  it('cuts in the right places in a module with non-ASCII text before the calls', async () => {
    const code =
      '// café — “quoted”\nfunction a() {}\n__name(a, "a");\nconst b = __name(() => "é", "b");\nexport { a, b };\n';
    expect(await transformed(radixWithoutKeptNames(), code, radixModule)).toBe(
      '// café — “quoted”\nfunction a() {}\n\nconst b = () => "é";\nexport { a, b };\n',
    );
  });

  it("leaves no naming call in Radix's own modules, and what is left still parses", async () => {
    const id = resolve('node_modules/@radix-ui/primitive/dist/index.mjs');
    const result = await transformed(radixWithoutKeptNames(), readFileSync(id, 'utf8'), id);
    expect(result).not.toBeNull();
    expect(result).not.toMatch(/__name\(/);
    expect(() => parseAst(result!)).not.toThrow();
  });

  it('leaves modules outside Radix as they are, and the server build', async () => {
    const code = 'function a() {}\n__name(a, "a");\n';
    expect(await transformed(radixWithoutKeptNames(), code, '/site/src/lib/cn.ts')).toBeNull();
    expect(appliesTo(radixWithoutKeptNames(), 'client')).toBe(true);
    expect(appliesTo(radixWithoutKeptNames(), 'server')).toBe(false);
  });
});
