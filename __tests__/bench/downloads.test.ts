import { accountDownloads, kindOf, type Download } from '../../bench/downloads';

const at = (url: string, bytes: number, responseEnd: number): Download => ({ url: `http://127.0.0.1:8080${url}`, bytes, responseEnd, encoding: 'br' });

describe('bench/downloads', () => {
  test('only JS and CSS count, by the path (a query does not hide the extension)', () => {
    expect(kindOf('http://h/m/assets/main.abc.js')).toBe('js');
    expect(kindOf('http://h/m/assets/main.abc.css?v=1')).toBe('css');
    expect(kindOf('http://h/m/home')).toBeUndefined();
    expect(kindOf('http://h/wps/system/status?x=a.js')).toBeUndefined();
    expect(kindOf('http://h/game-icons/1.svg')).toBeUndefined();
  });

  test('a response that ended by the first paint is initial, one that ended after it is after-paint', () => {
    const result = accountDownloads(
      [at('/m/assets/main.js', 100_000, 900), at('/m/assets/main.css', 2_000, 1000), at('/m/assets/swiper.js', 20_000, 1001), at('/m/assets/home.css', 500, 3000)],
      1000,
    );
    expect(result.initial).toMatchObject({ js: 100_000, css: 2_000 });
    expect(result.afterPaint).toMatchObject({ js: 20_000, css: 500 });
    expect(result.initial.files.map((f) => f.url)).toEqual(['http://127.0.0.1:8080/m/assets/main.js', 'http://127.0.0.1:8080/m/assets/main.css']);
  });

  test('the total is every JS and CSS byte and nothing else (documents, images and API answers are left out)', () => {
    const result = accountDownloads([at('/m/home', 3_000, 100), at('/m/assets/main.js', 100_000, 900), at('/wps/system/status', 1_500, 950), at('/m/icons/a.svg', 800, 2000), at('/m/assets/late.js', 7_000, 5000)], 1000);
    expect(result.total).toBe(107_000);
    expect(result.initial.files).toHaveLength(1);
    expect(result.afterPaint.files).toHaveLength(1);
  });
});
