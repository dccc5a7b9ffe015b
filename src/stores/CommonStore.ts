import { makeAutoObservable, runInAction } from 'mobx';
import { statusCode, type BrandColours, type CustomerServiceEntry, type DownloadResource, type SystemStatusCode, type SystemStatusValue, type Whitelabel } from '@common/contract/system';
import { type MemberInfo } from '@common/contract/member';
import { browserStorage, localKey, readJson, writeJson } from '../utils/storage';
import type { RootStore } from './RootStore';

export const STATUS_KEY = localKey('systemStatus');
const MEMBER_INFO_KEY = localKey('memberInfo');

/** Version switch of the member centre and deposit detail (§4): "1" is new, else base. */
export type TemplateVersion = 'new' | 'base';

/**
 * Shared platform state (§3 Common store): system status with the merchant configuration,
 * member info cache, template, client ip, image CDNs, customer-service and download links.
 * The home's banners, notices and popups live in AnnouncementStore.
 */
export class CommonStore {
  status: SystemStatusValue | null = readJson<SystemStatusValue>(browserStorage.local(), STATUS_KEY);
  memberInfo: MemberInfo | null = readJson<MemberInfo>(browserStorage.local(), MEMBER_INFO_KEY);
  statusLoaded = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CommonStore, 'root'>(this, { root: false });
    this.keepMemberInfoOf(root.session.info?.userName ?? null);
  }

  /** 0 normal, 1 maintenance (wins when both are on), 2 region restriction (§4). */
  get systemStatus(): SystemStatusCode {
    return this.status ? statusCode(this.status) : 0;
  }

  get whitelabel(): Whitelabel | null {
    return this.status?.info.whitelabel ?? null;
  }

  /** UI template name, which picks the theme. */
  get template(): string | null {
    return this.status?.info.template ?? null;
  }

  /** The merchant's brand colours, which the theme builder takes with the template. */
  get brand(): BrandColours | null {
    return this.status?.info.theme ?? null;
  }

  get memberCentreVersion(): TemplateVersion {
    return this.status?.info.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
  }

  get depositDetailVersion(): TemplateVersion {
    return this.status?.info.mobileTemplate.dep_func === '1' ? 'new' : 'base';
  }

  get clientIp(): string | null {
    return this.status?.location.ip ?? null;
  }

  get imageCDNs(): string[] {
    return this.status?.info.imageCDNs ?? [];
  }

  get customerService(): CustomerServiceEntry[] {
    return this.status?.info.customerService ?? [];
  }

  get downloadLinks(): Record<string, string> {
    const links: Record<string, string> = {};
    for (const r of this.status?.info.resources ?? ([] as DownloadResource[])) links[r.resourceType] = r.url;
    return links;
  }

  get languages(): string[] {
    return this.status?.info.languages ?? [];
  }

  /** Applies a fresh status and remembers it for the next start (§4). */
  setStatus(value: SystemStatusValue): void {
    this.status = value;
    this.statusLoaded = true;
    writeJson(browserStorage.local(), STATUS_KEY, value);
  }

  /** Fetches the status; the cached one stays in use when the network fails. */
  async refreshStatus(): Promise<void> {
    try {
      const res = await this.root.api.get<SystemStatusValue>('/wps/system/status', { alert: false });
      if (res.success && res.value) this.setStatus(res.value);
    } catch {
      // offline: keep the cached status; the offline banner tells the user
    } finally {
      runInAction(() => {
        this.statusLoaded = true;
      });
    }
  }

  /** Member info, reused from the cache unless a forced renew is asked for (§3). */
  async fetchMemberInfo(force = false): Promise<MemberInfo | null> {
    if (!this.root.session.isLoggedIn) return null;
    if (this.memberInfo && !force) return this.memberInfo;
    const res = await this.root.api.get<MemberInfo>('/wps/member/info');
    if (res.success && res.value) this.setMemberInfo(res.value);
    return this.memberInfo;
  }

  setMemberInfo(info: MemberInfo | null): void {
    this.memberInfo = info;
    writeJson(browserStorage.local(), MEMBER_INFO_KEY, info);
  }

  /**
   * The cached member info belongs to one user: a visitor (the tab that held the session is
   * gone) or another login must never inherit it.
   */
  keepMemberInfoOf(userName: string | null): void {
    if (this.memberInfo && (userName === null || this.memberInfo.userName !== userName)) this.setMemberInfo(null);
  }

  /** Logout: member data goes, the merchant's status stays. */
  clear(): void {
    this.setMemberInfo(null);
  }
}
