import { PNG } from 'pngjs';
import { AccountPath, type CaptchaValue, type SliderChallenge } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { CAPTCHA_ALPHABET } from '../../../../server/modules/captcha/font';
import { consumeCaptcha, consumeSlider, issueCaptcha, SLIDER_TOLERANCE } from '../../../../server/modules/captcha/service';
import { call, sliderTarget, solvedCaptcha, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

describe.each(databases())('captcha on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });

  describe('GET /wps/captcha', () => {
    it('returns an id, an SVG image with no readable text, the expiry and a proof-of-work challenge; never cached', async () => {
      const res = await call(t.app, 'GET', AccountPath.captcha);
      expect(res.headers['cache-control']).toBe('no-store');
      const value = res.json<Envelope<CaptchaValue>>().value!;
      expect(value.captchaId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(value.expiresAt).toBe(clock.ms + 300_000);
      expect(value.pow).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const [, base64] = value.image.split('data:image/svg+xml;base64,');
      const svg = Buffer.from(base64!, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      // Glyphs are paths: the answer is not in the markup (image.test.ts has the image's rules).
      expect(svg).not.toMatch(/<text/);
      expect(svg.match(/<path /g)).toHaveLength(1);
    });

    it('draws 4 or 5 characters of an alphabet without look-alikes (0/O, 1/I/L)', async () => {
      expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
      for (let i = 0; i < 20; i++) expect((await issueCaptcha(t.app)).answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    });

    it('accepts the right answer with its solved proof of work once, in any case', async () => {
      const { captchaId, captcha, captchaPow } = await solvedCaptcha(t.app);
      expect(await consumeCaptcha(t.app, captchaId, ` ${captcha.toLowerCase()} `, captchaPow)).toBe(true);
      expect(await consumeCaptcha(t.app, captchaId, captcha, captchaPow)).toBe(false);
    });

    it('refuses the right answer without its proof of work, or with the proof of work of another captcha', async () => {
      const { captchaId, captcha } = await solvedCaptcha(t.app);
      expect(await consumeCaptcha(t.app, captchaId, captcha)).toBe(false);
      const [first, second] = [await solvedCaptcha(t.app), await solvedCaptcha(t.app)];
      expect(await consumeCaptcha(t.app, first.captchaId, first.captcha, second.captchaPow)).toBe(false);
      expect(await consumeCaptcha(t.app, second.captchaId, second.captcha, 'bm90IGpzb24=')).toBe(false);
    });

    it('uses a captcha up on a wrong answer', async () => {
      const { captchaId, captcha, captchaPow } = await solvedCaptcha(t.app);
      expect(await consumeCaptcha(t.app, captchaId, 'nope', captchaPow)).toBe(false);
      expect(await consumeCaptcha(t.app, captchaId, captcha, captchaPow)).toBe(false);
    });

    it('refuses an answer after CAPTCHA_TTL_SECONDS', async () => {
      const { captchaId, captcha, captchaPow } = await solvedCaptcha(t.app);
      clock.advance(300_000);
      expect(await consumeCaptcha(t.app, captchaId, captcha, captchaPow)).toBe(false);
    });

    it('refuses an unknown id', async () => {
      expect(await consumeCaptcha(t.app, 'no-such-captcha', 'ABCD')).toBe(false);
    });
  });

  describe('GET /wps/captcha/slider', () => {
    const slider = async () => (await call(t.app, 'GET', AccountPath.slider)).json<Envelope<SliderChallenge>>().value!;
    const answer = async (value: SliderChallenge, offset = 0) => ({
      challengeId: value.challengeId,
      position: (await sliderTarget(t.app, value.challengeId)) + offset,
    });
    const png = (url: string) => {
      const [, base64] = url.split('data:image/png;base64,');
      return PNG.sync.read(Buffer.from(base64!, 'base64'));
    };

    it('never sends the gap position: no target key, and no number beyond the fixed layout, the row and the expiry', async () => {
      const layouts = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const res = await call(t.app, 'GET', AccountPath.slider);
        expect(res.headers['cache-control']).toBe('no-store');
        const value = res.json<Envelope<SliderChallenge>>().value!;
        expect(Object.keys(value).sort()).toEqual(['background', 'challengeId', 'expiresAt', 'height', 'piece', 'pieceSize', 'pieceY', 'width']);
        expect(res.body).not.toMatch(/target/i);
        // The images are base64 strings, so every JSON number in the answer is one of the stated fields;
        // the layout fields are the same for every challenge, so none of them can carry the gap position
        // (a gap that happens to sit at x = height is a coincidence, not a leak).
        const numbers = res.body.match(/(?<=[:,[]\s*)-?\d+(\.\d+)?(?=\s*[,}\]])/g)!.map(Number).sort((a, b) => a - b);
        expect(numbers).toEqual([value.width, value.height, value.pieceSize, value.pieceY, value.expiresAt].sort((a, b) => a - b));
        layouts.add(`${value.width}x${value.height}:${value.pieceSize}`);
      }
      expect(layouts.size).toBe(1);
    });

    it('sends a PNG background and a PNG piece of the sizes it states, the piece inside the background', async () => {
      const value = await slider();
      const background = png(value.background);
      const piece = png(value.piece);
      expect([background.width, background.height]).toEqual([value.width, value.height]);
      expect([piece.width, piece.height]).toEqual([value.pieceSize, value.pieceSize]);
      expect(value.pieceY).toBeGreaterThanOrEqual(0);
      expect(value.pieceY + value.pieceSize).toBeLessThanOrEqual(value.height);
      const target = await sliderTarget(t.app, value.challengeId);
      expect(target).toBeGreaterThan(value.pieceSize);
      expect(target + value.pieceSize).toBeLessThanOrEqual(value.width);
      expect(value.expiresAt).toBe(clock.ms + 300_000);
    });

    it('textures the background: no flat colour run as long as the piece along its row', async () => {
      const value = await slider();
      const { data, width } = png(value.background);
      const row = value.pieceY + Math.floor(value.pieceSize / 2);
      let run = 1;
      let longest = 1;
      for (let x = 1; x < width; x++) {
        const [a, b] = [(row * width + x) * 4, (row * width + x - 1) * 4];
        run = data[a] === data[b] && data[a + 1] === data[b + 1] && data[a + 2] === data[b + 2] ? run + 1 : 1;
        longest = Math.max(longest, run);
      }
      expect(longest).toBeLessThan(value.pieceSize);
    });

    it(`accepts a drop within ±${SLIDER_TOLERANCE} image pixels of the gap, once only`, async () => {
      const low = await slider();
      expect(await consumeSlider(t.app, await answer(low, -SLIDER_TOLERANCE))).toBe(true);
      expect(await consumeSlider(t.app, await answer(low))).toBe(false);
      const high = await slider();
      expect(await consumeSlider(t.app, await answer(high, SLIDER_TOLERANCE))).toBe(true);
    });

    it('refuses a drop further off, and uses the challenge up', async () => {
      const value = await slider();
      expect(await consumeSlider(t.app, await answer(value, SLIDER_TOLERANCE + 1))).toBe(false);
      expect(await consumeSlider(t.app, await answer(value))).toBe(false);
    });

    it('refuses a challenge after CAPTCHA_TTL_SECONDS', async () => {
      const value = await slider();
      clock.advance(300_000);
      expect(await consumeSlider(t.app, await answer(value))).toBe(false);
    });

    it('keeps captcha and slider ids apart', async () => {
      const value = await slider();
      expect(await consumeCaptcha(t.app, value.challengeId, String(await sliderTarget(t.app, value.challengeId)))).toBe(false);
    });
  });
});
