import { CAPTCHA_ALPHABET, GLYPH_FORMS } from '../../../../server/modules/captcha/font';
import { captchaSvg, captchaText } from '../../../../server/modules/captcha/image';
import { polylines, svgPaths } from './solver';

describe('captcha image', () => {
  const images = Array.from({ length: 50 }, () => {
    const text = captchaText();
    return { text, svg: captchaSvg(text) };
  });

  it('has no transform attribute: every distortion is in the path coordinates', () => {
    for (const { svg } of images) expect(svg).not.toMatch(/transform/);
  });

  it('draws glyph ink and noise as one path element with one style, so attributes, order and count tell nothing', () => {
    const styles = new Set<string>();
    for (const { svg } of images) {
      const paths = svgPaths(svg);
      expect(paths).toHaveLength(1);
      const { d: _d, stroke: _stroke, ...style } = paths[0]!.attributes;
      styles.add(JSON.stringify(style));
    }
    expect(styles.size).toBe(1);
  });

  it('bends strokes: segments are short enough for the warp to curve them', () => {
    for (const { svg, text } of images) {
      const lines = polylines(svgPaths(svg)[0]!.d);
      expect(lines.flat().length).toBeGreaterThan(40 * text.length);
    }
  });

  it('has a second form for at least half the characters, so one template per character is not enough', () => {
    const varied = [...CAPTCHA_ALPHABET].filter((char) => GLYPH_FORMS[char]!.length >= 2);
    expect(varied.length * 2).toBeGreaterThanOrEqual(CAPTCHA_ALPHABET.length);
  });

  it('keeps to an alphabet without look-alikes (0/O, 1/I/L) and without what a warp confuses (2/Z, 5/S, 6/G, 8/B)', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[012568OIL]/);
    for (const { text } of images) expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
  });
});
