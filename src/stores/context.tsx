import { createStoresContext } from './base/storesContext';
import type { RootStore } from './RootStore';

/** The site's RootStore in the React tree. */
export const { StoresProvider, useStores, useFeature } = createStoresContext<RootStore>();
