import { largestModules, type Stats } from '../../bench/chunk-modules';

const stats: Stats = {
  chunks: [
    { names: ['screen-home'], modules: [{ name: './src/screens/Home/index.tsx', size: 99_999 }] },
    {
      names: ['main'],
      modules: [
        { name: './node_modules/react-dom/cjs/react-dom-client.production.js', size: 500 },
        {
          name: './src/main.tsx + 2 modules',
          size: 900,
          modules: [
            { name: './src/main.tsx', size: 100 },
            { name: './src/App.tsx', size: 800 },
          ],
        },
        { name: './node_modules/mobx/dist/mobx.esm.js', size: 300 },
        { type: 'runtime modules', size: 50 },
      ],
    },
  ],
};

describe('bench/chunk-modules largestModules', () => {
  test('lists the named chunk only, largest first, concatenated modules opened into their files and an unnamed group by its type', () => {
    expect(largestModules(stats, 'main', 10)).toEqual([
      { name: './src/App.tsx', size: 800 },
      { name: './node_modules/react-dom/cjs/react-dom-client.production.js', size: 500 },
      { name: './node_modules/mobx/dist/mobx.esm.js', size: 300 },
      { name: './src/main.tsx', size: 100 },
      { name: '(runtime modules)', size: 50 },
    ]);
  });

  test('keeps only the requested count', () => {
    expect(largestModules(stats, 'main', 2).map((m) => m.size)).toEqual([800, 500]);
  });

  test('a chunk the stats do not have is an error', () => {
    expect(() => largestModules(stats, 'nope', 5)).toThrow(/no chunk named nope/);
  });
});
