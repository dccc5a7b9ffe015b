import { AccountPath, type CaptchaValue, type SliderChallenge } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { CAPTCHA_ALPHABET } from '../../../../server/modules/captcha/font';
import { consumeCaptcha, consumeSlider, issueCaptcha, SLIDER_TOLERANCE } from '../../../../server/modules/captcha/service';
import { call, solvedCaptcha, TestClock } from '../../helpers/accounts';
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

    it('returns a target inside the track and the expiry', async () => {
      const value = await slider();
      expect(value.target).toBeGreaterThanOrEqual(10);
      expect(value.target).toBeLessThanOrEqual(90);
      expect(value.expiresAt).toBe(clock.ms + 300_000);
    });

    it(`accepts a drop within ±${SLIDER_TOLERANCE} of the target, once`, async () => {
      const low = await slider();
      expect(await consumeSlider(t.app, { challengeId: low.challengeId, position: low.target - SLIDER_TOLERANCE })).toBe(true);
      expect(await consumeSlider(t.app, { challengeId: low.challengeId, position: low.target })).toBe(false);
      const high = await slider();
      expect(await consumeSlider(t.app, { challengeId: high.challengeId, position: high.target + SLIDER_TOLERANCE })).toBe(true);
    });

    it('refuses a drop further off, and uses the challenge up', async () => {
      const value = await slider();
      expect(await consumeSlider(t.app, { challengeId: value.challengeId, position: value.target + SLIDER_TOLERANCE + 1 })).toBe(false);
      expect(await consumeSlider(t.app, { challengeId: value.challengeId, position: value.target })).toBe(false);
    });

    it('refuses a challenge after it expired', async () => {
      const value = await slider();
      clock.advance(300_000);
      expect(await consumeSlider(t.app, { challengeId: value.challengeId, position: value.target })).toBe(false);
    });

    it('keeps captcha and slider ids apart', async () => {
      const value = await slider();
      expect(await consumeCaptcha(t.app, value.challengeId, String(value.target))).toBe(false);
    });
  });
});
