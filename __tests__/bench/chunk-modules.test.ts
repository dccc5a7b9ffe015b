import { chunkNameOf, filesOfChunk, largestModules, type Stats } from '../../bench/chunk-modules';

const stats: Stats = {
  chunks: [
    { names: ['screen-home'], files: ['assets/5f3cc6d781.js'], modules: [{ name: './src/screens/Home/index.tsx', size: 99_999 }] },
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

describe('bench/chunk-modules chunkNameOf', () => {
  test("names a lazy chunk's hash-only file by its chunk, and leaves an unknown file (or no stats) as it is", () => {
    expect(chunkNameOf(stats, '5f3cc6d781.js')).toBe('screen-home');
    expect(chunkNameOf(stats, 'main.b8206cc871.js')).toBe('main.b8206cc871.js');
    expect(chunkNameOf(null, '5f3cc6d781.js')).toBe('5f3cc6d781.js');
  });
});

describe('bench/chunk-modules filesOfChunk', () => {
  test("gives a named chunk's built files, and refuses a name the build does not have", () => {
    expect(filesOfChunk(stats, 'screen-home')).toEqual(['assets/5f3cc6d781.js']);
    expect(() => filesOfChunk(stats, 'nope')).toThrow(/no chunk named nope/);
  });
});
