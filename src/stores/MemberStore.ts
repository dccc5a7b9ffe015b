import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** Member account actions: registration, profile, passwords and security settings. */
export class MemberStore {
  constructor(private readonly root: RootStore) {
    makeAutoObservable<MemberStore, 'root'>(this, { root: false });
  }
}
