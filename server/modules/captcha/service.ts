/**
 * Captcha (text in an SVG image, with a proof of work) and slider puzzle challenges: issued with an
 * expiry, answered once. A wrong answer uses the challenge up too, so one image cannot be guessed at repeatedly.
 */
import type { CaptchaValue, SliderAnswer, SliderChallenge } from '@common/contract/account';
import type { Deps } from '../../context';
import { randomToken, sameDigest } from '../../security/tokens';
import { captchaSvg, captchaText } from './image';
import { powChallenge, powSolved } from './pow';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle';
import { consumeChallenge, insertChallenge } from './repository';

type CaptchaDeps = Pick<Deps, 'db' | 'config' | 'now' | 'keyring'>;

/** A slider answer counts within this many image pixels of the gap (the piece is 52 wide). */
export const SLIDER_TOLERANCE = 5;

const answerDigest = (deps: CaptchaDeps, id: string, answer: string) => deps.keyring.hmac(`captcha:${id}:${answer.trim().toUpperCase()}`);

/** A new captcha; `answer` is returned for the caller's use only (tests), never sent. */
export async function issueCaptcha(deps: CaptchaDeps): Promise<{ value: CaptchaValue; answer: string }> {
  const answer = captchaText();
  const captchaId = randomToken(16);
  const expiresAt = deps.now() + deps.config.captchaTtlSeconds * 1000;
  await insertChallenge(deps.db, captchaId, 'text', answerDigest(deps, captchaId, answer), new Date(expiresAt));
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { value: { captchaId, image, expiresAt, pow: await powChallenge(deps, captchaId) }, answer };
}

/** True when the answer (any case) is right and `pow` solves the captcha's proof of work; uses the captcha up either way. */
export async function consumeCaptcha(deps: CaptchaDeps, captchaId: string, answer: string, pow = ''): Promise<boolean> {
  const stored = await consumeChallenge(deps.db, captchaId, 'text', new Date(deps.now()));
  return stored !== null && sameDigest(stored, answerDigest(deps, captchaId, answer)) && (await powSolved(deps, captchaId, pow));
}

/** A new slider puzzle; the gap's x is stored with the challenge and never sent. */
export async function issueSlider(deps: CaptchaDeps): Promise<SliderChallenge> {
  const challengeId = randomToken(16);
  const puzzle = await drawPuzzle();
  const expiresAt = deps.now() + deps.config.captchaTtlSeconds * 1000;
  await insertChallenge(deps.db, challengeId, 'slider', String(puzzle.x), new Date(expiresAt));
  const size = { width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, pieceSize: PIECE_SIZE };
  return { challengeId, background: puzzle.background, piece: puzzle.piece, ...size, pieceY: puzzle.y, expiresAt };
}

/** True when the piece was dropped within tolerance of the gap; uses the challenge up either way. */
export async function consumeSlider(deps: CaptchaDeps, answer: SliderAnswer): Promise<boolean> {
  const stored = await consumeChallenge(deps.db, answer.challengeId, 'slider', new Date(deps.now()));
  return stored !== null && Math.abs(Number(stored) - answer.position) <= SLIDER_TOLERANCE;
}
