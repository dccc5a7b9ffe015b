import { makeAutoObservable } from 'mobx';
import { SWIPE_BACK_RESET_MS, TOAST_INFO_MS, TOAST_SHORT_MS } from '../config/constants';
import { themeFor, type MlobbyTheme, type ThemeName } from '../theme/tokens';
import type { RootStore } from './RootStore';

/** A message is either an i18n key (with params) or text the server already wrote. */
export type Message = { key: string; params?: Record<string, string | number> } | { text: string };

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  message: Message;
  kind: ToastKind;
  durationMs: number;
}

export interface Dialog {
  id: number;
  titleKey: string;
  message: Message;
  /** Route the confirm button leads to, e.g. /m/login for the not-logged-in notice. */
  to?: string;
  /** Two-button dialog (cancel + confirm) when set. */
  onConfirm?: () => void;
  confirmKey?: string;
  /** Runs when the two-button dialog's cancel closes it. */
  onCancel?: () => void;
}

/** UI state: toasts, dialogs, the loading overlay, panels, theme choice and connectivity. */
export class UiStore {
  toasts: Toast[] = [];
  dialogs: Dialog[] = [];
  loading: Message | null = null;
  drawerOpen = false;
  servicePopupOpen = false;
  languagePickerOpen = false;
  online = typeof navigator === 'undefined' ? true : navigator.onLine;
  themeOverride: ThemeName | null = null;
  invalidAffiliateCode = false;
  transitionSuppressed = false;
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UiStore, 'root' | 'nextId' | 'timers'>(this, { root: false, nextId: false, timers: false });
  }

  /** True while a layer the user opened or must answer is on screen: drawer, popups, dialogs. */
  get layerOpen(): boolean {
    return this.drawerOpen || this.servicePopupOpen || this.languagePickerOpen || this.dialogs.length > 0;
  }

  /** The theme in force: a runtime override, else the merchant's template, in the merchant's brand colours. */
  get theme(): MlobbyTheme {
    return themeFor(this.themeOverride ?? this.root.common.template, this.root.common.brand);
  }

  /** Switches the theme at runtime; restyles everything through the ThemeProvider. */
  setTheme(name: ThemeName | null): void {
    this.themeOverride = name;
  }

  /** Shows a toast that removes itself after its duration (§9: info 1.5 s, default 3 s). */
  showToast(message: Message, kind: ToastKind = 'info', durationMs = kind === 'info' ? TOAST_INFO_MS : TOAST_SHORT_MS): number {
    const id = this.nextId++;
    this.toasts.push({ id, message, kind, durationMs });
    this.timers.set(id, setTimeout(() => this.dismissToast(id), durationMs));
    return id;
  }

  dismissToast(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Notice dialog (title notice, one confirm button). Identical notices are not stacked. */
  showNotice(message: Message, to?: string): void {
    const same = this.dialogs.some((d) => JSON.stringify(d.message) === JSON.stringify(message) && d.to === to);
    if (!same) this.dialogs.push({ id: this.nextId++, titleKey: 'common.notice', message, to });
  }

  /** Confirmation dialog with cancel and confirm; onConfirm runs after the dialog closes. */
  confirm(message: Message, onConfirm: () => void, confirmKey = 'common.confirm', more?: Pick<Dialog, 'to' | 'onCancel'>): void {
    this.dialogs.push({ id: this.nextId++, titleKey: 'common.notice', message, onConfirm, confirmKey, ...more });
  }

  closeDialog(id: number): void {
    this.dialogs = this.dialogs.filter((d) => d.id !== id);
  }

  /** Shows the loading overlay; it hides itself after durationMs as a safety net. */
  showLoading(message: Message, durationMs: number): void {
    this.loading = message;
    clearTimeout(this.timers.get(0));
    this.timers.set(0, setTimeout(() => this.hideLoading(), durationMs));
  }

  hideLoading(): void {
    clearTimeout(this.timers.get(0));
    this.timers.delete(0);
    this.loading = null;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  toggleDrawer(open = !this.drawerOpen): void {
    this.drawerOpen = open;
  }

  toggleServicePopup(open = !this.servicePopupOpen): void {
    this.servicePopupOpen = open;
  }

  toggleLanguagePicker(open = !this.languagePickerOpen): void {
    this.languagePickerOpen = open;
  }

  /** invalid.affiliate.code makes the header show a back arrow (§2). */
  setInvalidAffiliateCode(value: boolean): void {
    this.invalidAffiliateCode = value;
  }

  /** A backward swipe suppresses the page fade; it comes back 500 ms later (§2). */
  suppressTransition(): void {
    this.transitionSuppressed = true;
    clearTimeout(this.timers.get(-1));
    this.timers.set(-1, setTimeout(() => this.restoreTransition(), SWIPE_BACK_RESET_MS));
  }

  restoreTransition(): void {
    this.transitionSuppressed = false;
  }
}
