import { act, screen } from '@testing-library/react';
import { announcementRoutes, notice } from '../../helpers/announcements';
import { homeRoutes } from '../../helpers/games';
import { renderApp } from '../../helpers/renderApp';

/** A ResizeObserver that reports the size the test gives, as the browser would after its layout. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  target: Element | null = null;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  unobserve() {}
  disconnect() {
    this.target = null;
  }
  report(width: number) {
    if (!this.target) return;
    const entry = { target: this.target, borderBoxSize: [{ inlineSize: width, blockSize: 44 }], contentRect: { width } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
const track = () => screen.getByTestId('ticker-track');

describe('NoticeTicker moves without reading layout (§2)', () => {
  const layoutReads: jest.SpyInstance[] = [];
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    layoutReads.push(
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect'),
      jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get'),
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get'),
    );
  });
  afterEach(() => {
    layoutReads.splice(0).forEach((spy) => spy.mockRestore());
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('reads no layout over many animation frames: the round comes from a ResizeObserver and runs as a CSS animation', async () => {
    await renderApp({ routes: { ...homeRoutes(), ...announcementRoutes({ player: [notice(4, 4, 'Maintenance')] }) } });
    const observer = FakeResizeObserver.instances.find((o) => o.target === track());
    expect(observer).toBeDefined();
    act(() => observer!.report(600));
    layoutReads.forEach((spy) => spy.mockClear());
    for (let frame = 0; frame < 10; frame += 1) await nextFrame();
    for (const spy of layoutReads) expect(spy).not.toHaveBeenCalled();
    expect(track().style.getPropertyValue('--ticker-distance')).toBe('650px');
    expect(Number.parseFloat(track().style.getPropertyValue('--ticker-duration'))).toBeGreaterThan(0);
  });

  it('stands still until the browser has reported its width', async () => {
    await renderApp({ routes: { ...homeRoutes(), ...announcementRoutes() } });
    expect(track().style.getPropertyValue('--ticker-distance')).toBe('');
  });
});
