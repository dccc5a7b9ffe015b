import { makeAutoObservable, runInAction } from 'mobx';
import { AccountPath, type SliderAnswer, type SliderChallenge, type SmsCodeRequest, type SmsCodeValue } from '@common/contract/account';
import type { CountryEntry } from '@common/contract/system';
import { TOAST_SMS_LOADING_MS, TOAST_SMS_SUCCESS_MS } from '../../config/constants';
import type { RootStore } from '../RootStore';
import { smsDeviceId } from './smsDevice';

/** GET: countries with their dialing codes (§7). */
export const COUNTRY_PATH = '/wps/system/country';

/**
 * Getting an SMS code for a phone number (§4): the country list, the slider puzzle answered
 * first (the server judges it with the code request), and the code's expiry the get-code button
 * counts down to. One instance per form; `path` is the SMS call (login: AccountPath.smsLogin, registration: AccountPath.smsRegister).
 */
export class PhoneVerification {
  countries: CountryEntry[] = [];
  challenge: SliderChallenge | null = null;
  answer: SliderAnswer | null = null;
  /** Epoch ms the current code expires at; the button counts down until then. */
  expiresAt: number | null = null;
  sending = false;

  constructor(
    private readonly root: RootStore,
    private readonly path: string,
    /** noLogin codes only: what the code is for (a reset code works only for a reset). */
    private readonly purpose?: SmsCodeRequest['purpose'],
  ) {
    makeAutoObservable<PhoneVerification, 'root' | 'path' | 'purpose'>(this, { root: false, path: false, purpose: false });
  }

  /** Loads the countries once (the list is cached for the browser session). */
  async loadCountries(): Promise<void> {
    if (this.countries.length) return;
    try {
      const res = await this.root.api.get<CountryEntry[]>(COUNTRY_PATH, { cache: true, alert: false });
      runInAction(() => {
        if (res.success && res.value) this.countries = res.value;
      });
    } catch {
      // the select stays empty; the next form opening retries
    }
  }

  /** The country to preselect: the visitor's own when listed, else the first. */
  get defaultCountry(): CountryEntry | null {
    const here = this.root.common.status?.location.country;
    return this.countries.find((c) => c.countryCode === here) ?? this.countries[0] ?? null;
  }

  /** The listed country with this code, else the default one (null before the list loads). */
  country(countryCode: string): CountryEntry | null {
    return this.countries.find((c) => c.countryCode === countryCode) ?? this.defaultCountry;
  }

  /** A fresh slider challenge; any earlier answer is void. */
  async loadChallenge(): Promise<void> {
    this.answer = null;
    try {
      const res = await this.root.api.get<SliderChallenge>(AccountPath.slider, { alert: false });
      runInAction(() => {
        this.challenge = res.success && res.value ? res.value : null;
      });
    } catch {
      runInAction(() => {
        this.challenge = null;
      });
    }
  }

  /** Where the user put the slider's piece, null before they moved it. */
  setAnswer(answer: SliderAnswer | null): void {
    this.answer = answer;
  }

  /** A code may be asked for once the number is valid and the slider passed. */
  canRequest(numberValid: boolean): boolean {
    return numberValid && this.answer !== null && !this.sending;
  }

  /**
   * Asks the server to text a code. The slider answer is spent either way, so a new challenge
   * follows; true when the code was sent.
   */
  async requestCode(mobileNum: string, countryDialingCode: string): Promise<boolean> {
    if (!this.answer || this.sending) return false;
    const deviceId = smsDeviceId();
    const body: SmsCodeRequest = {
      mobileNum,
      countryDialingCode,
      verification: this.answer,
      ...(this.purpose ? { purpose: this.purpose } : {}),
      ...(deviceId ? { deviceId } : {}),
    };
    const { ui } = this.root;
    this.sending = true;
    ui.showLoading({ key: 'sms.sending' }, TOAST_SMS_LOADING_MS);
    try {
      const res = await this.root.api.post<SmsCodeValue>(this.path, body);
      if (!res.success || !res.value) {
        ui.showNotice(res.message ? { text: res.message } : { key: 'error.unknown' });
        return false;
      }
      const { expirationTime } = res.value;
      runInAction(() => {
        this.expiresAt = expirationTime;
      });
      ui.showToast({ key: 'sms.sent' }, 'success', TOAST_SMS_SUCCESS_MS);
      return true;
    } catch {
      return false; // the client already told the user
    } finally {
      ui.hideLoading();
      runInAction(() => {
        this.sending = false;
      });
      void this.loadChallenge();
    }
  }
}
