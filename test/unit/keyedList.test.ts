import { describe, expect, it } from '@jest/globals';
import { createNextState as produce } from '@reduxjs/toolkit';
import { addMissing, emptyKeyedList, removeById, selectAllFrom, type KeyedList } from '../../slices/keyedList';

interface Item {
  id: string;
  v: number;
}

describe('keyed lists', () => {
  it('adds only new ids, in order, and removes by id (on Immer drafts, as reducers do)', () => {
    let list = emptyKeyedList<Item>();
    list = produce(list, (d) => addMissing(d, [{ id: 'a', v: 1 }, { id: 'b', v: 2 }]));
    list = produce(list, (d) => addMissing(d, [{ id: 'a', v: 9 }, { id: 'c', v: 3 }]));
    expect(list.ids).toEqual(['a', 'b', 'c']);
    expect(list.entities.a).toEqual({ id: 'a', v: 1 }); // an id already listed keeps its item
    list = produce(list, (d) => removeById(d, 'b'));
    const same = produce(list, (d) => removeById(d, 'nope'));
    expect(list.ids).toEqual(['a', 'c']);
    expect(list.entities.b).toBeUndefined();
    expect(same).toBe(list); // removing an unknown id changes nothing
  });

  it('selects the items in order, the same array until the list changes', () => {
    const selectAll = selectAllFrom((s: { list: KeyedList<Item> }) => s.list);
    const state = { list: produce(emptyKeyedList<Item>(), (d) => addMissing(d, [{ id: 'x', v: 1 }, { id: 'y', v: 2 }])) };
    const first = selectAll(state);
    expect(first.map((i) => i.id)).toEqual(['x', 'y']);
    expect(selectAll({ ...state })).toBe(first);
    expect(selectAll({ list: produce(state.list, (d) => removeById(d, 'x')) }).map((i) => i.id)).toEqual(['y']);
  });
});
