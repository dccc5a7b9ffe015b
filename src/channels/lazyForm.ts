import { lazy, type ComponentType } from 'react';
import type { ChannelFormProps, LazyForm } from './types';

/** A plug-in's form as its own chunk: React renders it once loaded; the loader lets a test (or a prefetch) fetch it. */
export function lazyForm(load: () => Promise<{ default: ComponentType<ChannelFormProps> }>): LazyForm {
  return { Form: lazy(load), load };
}
