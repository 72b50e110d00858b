import { createSelector } from '@reduxjs/toolkit';

/**
 * Lists keyed by id, normalized as `{ ids, entities }` (the shape of RTK's EntityState), for the lazily loaded
 * slices. RTK's createEntityAdapter would do the same, but whatever a lazy chunk takes from @reduxjs/toolkit is
 * kept in the module the first bundle loads (1.5 KiB gzip before the first click); this stays in the chunks
 * that use it. Reducers call these on Immer drafts.
 */
export interface KeyedList<T extends { id: string }> {
  ids: string[];
  entities: Record<string, T>;
}

export const emptyKeyedList = <T extends { id: string }>(): KeyedList<T> => ({ ids: [], entities: {} });

/** Appends the items whose ids are new; items already listed are left as they are. */
export function addMissing<T extends { id: string }>(list: KeyedList<T>, items: readonly T[]): void {
  for (const item of items) {
    if (Object.prototype.hasOwnProperty.call(list.entities, item.id)) continue;
    list.ids.push(item.id);
    list.entities[item.id] = item;
  }
}

export function removeById<T extends { id: string }>(list: KeyedList<T>, id: string): void {
  if (!Object.prototype.hasOwnProperty.call(list.entities, id)) return;
  delete list.entities[id];
  list.ids = list.ids.filter((listed) => listed !== id);
}

/** The items in order, the same array until the list changes. */
export function selectAllFrom<S, T extends { id: string }>(selectList: (state: S) => KeyedList<T>) {
  return createSelector([selectList], (list) => list.ids.map((id) => list.entities[id]!));
}
