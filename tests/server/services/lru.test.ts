import { Lru, lruPer } from '../../../server/src/lru.js';

// Issue 19: what the server keeps (map features, road networks, map answers) is bounded, and the entry read last goes last.
describe('issue 19: the kept entries', () => {
  it('past its size the least recently used entry goes; a read makes an entry recent', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
  });

  it('set answers the value it kept; each owner has its own entries', () => {
    const per = lruPer<object, string>(4);
    const one = {};
    const two = {};
    expect(per(one).set('k', 'first')).toBe('first');
    expect(per(one).get('k')).toBe('first');
    expect(per(two).get('k')).toBeUndefined();
  });
});
