/**
 * Registers the Workbox service worker built by webpack (production builds only), so a
 * reopened site starts from the precached shell even with no network.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => {
      // no service worker: the site still works online
    });
  // Registering after load keeps the worker's precache downloads off the first paint.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
