import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the WHATWG text codecs every browser has; react-router and the
// customer-service path decoder use them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Every test starts with empty browser storage: sessions, cached status and choices never leak.
// (Files that opt into the node environment have no window.)
const clearStorage = () => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
};
beforeEach(clearStorage);
afterEach(clearStorage);
