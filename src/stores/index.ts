export { RootStore } from './RootStore';
export { StoresProvider, useFeature, useStores } from './context';
export type { Message, Toast, Dialog } from './UiStore';
