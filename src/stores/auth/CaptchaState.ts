import { makeAutoObservable, runInAction } from 'mobx';
import { AccountPath, type CaptchaValue } from '@common/contract/account';
import { solvePow } from '../../api/pow';
import type { RootStore } from '../RootStore';

/**
 * A form's captcha (§4): hidden until required, then an image and the user's answer. Answers
 * are single use on the server, so every refresh drops the old answer with the old image. Each
 * image comes with a proof of work, solved in the background while the person reads it.
 */
export class CaptchaState {
  required = false;
  captchaId: string | null = null;
  image: string | null = null;
  answer = '';
  /** The solved proof of work of the current image; null until solved. */
  pow: string | null = null;
  private request = 0;
  private solving: Promise<void> = Promise.resolve();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CaptchaState, 'root' | 'request' | 'solving'>(this, { root: false, request: false, solving: false });
  }

  /** Shows the captcha (if not shown yet) with a fresh image. */
  async require(): Promise<void> {
    this.required = true;
    await this.refresh();
  }

  /** Fetches a new image and clears the answer; a slower earlier answer never overwrites it. */
  async refresh(): Promise<void> {
    this.answer = '';
    const mine = ++this.request;
    try {
      const res = await this.root.api.get<CaptchaValue>(AccountPath.captcha, { alert: false });
      runInAction(() => {
        if (mine !== this.request || !res.success || !res.value) return;
        this.captchaId = res.value.captchaId;
        this.image = res.value.image;
        this.pow = null;
        this.solving = this.solve(mine, res.value.pow);
      });
    } catch {
      // the image stays empty; tapping it tries again
    }
  }

  private async solve(mine: number, challenge: string): Promise<void> {
    try {
      const pow = await solvePow(challenge);
      runInAction(() => {
        if (mine === this.request) this.pow = pow;
      });
    } catch {
      // no solution: the server refuses the answer and the form shows a new image
    }
  }

  /** Resolves once the current image's proof of work is solved (or failed): a form awaits it before sending. */
  async ready(): Promise<void> {
    await this.solving;
  }

  setAnswer(answer: string): void {
    this.answer = answer;
  }

  /** Request fields for the answer; none while the captcha is hidden. */
  get fields(): { captcha?: string; captchaId?: string; captchaPow?: string } {
    if (!this.required || !this.captchaId) return {};
    return { captcha: this.answer.trim(), captchaId: this.captchaId, ...(this.pow ? { captchaPow: this.pow } : {}) };
  }

  /** Hides the captcha again (after a successful login or logout). */
  reset(): void {
    this.required = false;
    this.captchaId = null;
    this.image = null;
    this.answer = '';
    this.pow = null;
  }
}
