import { GLYPHS } from '../../../../server/modules/captcha/font';
import { captchaSvg, captchaText } from '../../../../server/modules/captcha/image';
import { solve, templates } from './solver';

const SAMPLES = 200;

describe('a template-matching reader (issue 10 item 2)', () => {
  const known = templates(Object.fromEntries(Object.entries(GLYPHS).map(([char, strokes]) => [char, [strokes]])));

  it('reads the per-path, attribute-rotated captcha nearly always', () => {
    let right = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const text = captchaText();
      if (solve(captchaSvg(text), known) === text) right++;
    }
    expect(right / SAMPLES).toBeGreaterThan(0.9);
  });
});
