import { useState, useSyncExternalStore } from 'react';
import type { FormState, FormStore } from './formStore.ts';

/**
 * Binds a form to its state source: the store is created once, for the form's whole life, and
 * each change renders the form again. The server render reads the same snapshot, so a
 * prerendered form's first frame is the one the client shows.
 */
export function useFormStore<V extends object, O>(create: () => FormStore<V, O>): [FormStore<V, O>, FormState<V, O>] {
  const [store] = useState(create);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [store, state];
}
