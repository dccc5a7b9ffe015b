export { RootStore } from './RootStore';
export { StoresProvider, useStores } from './context';
export type { Message, Toast, Dialog } from './UiStore';
