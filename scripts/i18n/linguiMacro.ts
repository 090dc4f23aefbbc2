import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const usesMacro = /@lingui\/(core|react)\/macro/;

/**
 * Runs Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>`, `useLingui`) through Babel before Vite's
 * own TypeScript/JSX transform: @vitejs/plugin-react 6 no longer runs Babel, and Lingui's Vite
 * plugin for Vite 8 needs Node 22. Only files that import a macro are touched.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'mathpop:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file) || !usesMacro.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [linguiMacro],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
