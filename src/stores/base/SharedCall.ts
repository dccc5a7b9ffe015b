import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';

/**
 * A load that runs once at a time: asking while it is in flight gets the same promise instead of
 * a second request (start-up's prefetch and the screen both ask for a screen's first data). Once
 * it settles, the next `run()` starts a fresh call. `inFlight` is observable, so a view can keep a
 * place for what is loading.
 */
export class SharedCall {
  private call: Promise<void> | null = null;

  constructor(private readonly start: () => Promise<void>) {
    makeObservable<SharedCall, 'call'>(this, { call: observableRef, inFlight: computed, run: action });
  }

  get inFlight(): boolean {
    return this.call !== null;
  }

  run(): Promise<void> {
    this.call ??= this.start().finally(() => runInAction(() => (this.call = null)));
    return this.call;
  }

  /** Resolves when the call in flight, if any, has settled. */
  settled(): Promise<void> {
    return this.call ?? Promise.resolve();
  }
}
