import { makeAutoObservable, runInAction } from 'mobx';
import { AccountPath, type CaptchaValue } from '@common/contract/account';
import type { RootStore } from '../RootStore';

/**
 * A form's captcha (§4): hidden until required, then an image and the user's answer. Answers
 * are single use on the server, so every refresh drops the old answer with the old image.
 */
export class CaptchaState {
  required = false;
  captchaId: string | null = null;
  image: string | null = null;
  answer = '';
  private request = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CaptchaState, 'root' | 'request'>(this, { root: false, request: false });
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
      });
    } catch {
      // the image stays empty; tapping it tries again
    }
  }

  setAnswer(answer: string): void {
    this.answer = answer;
  }

  /** Request fields for the answer; none while the captcha is hidden. */
  get fields(): { captcha?: string; captchaId?: string } {
    return this.required && this.captchaId ? { captcha: this.answer.trim(), captchaId: this.captchaId } : {};
  }

  /** Hides the captcha again (after a successful login or logout). */
  reset(): void {
    this.required = false;
    this.captchaId = null;
    this.image = null;
    this.answer = '';
  }
}
