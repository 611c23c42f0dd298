/**
 * The item of `items` that the walker at `walkerIndex` (a language's place in the list of languages) takes on day
 * `turn`: walkers take consecutive items, and every walker moves on by one item each day. With as many walkers as
 * items (or more), every item is taken on every day; over `items.length` consecutive days every walker takes every
 * item (decision 0075).
 */
export function itemOfTurn<T>(items: readonly T[], walkerIndex: number, turn: number): T {
  if (items.length === 0) throw new Error('no items to take turns over');
  if (!Number.isSafeInteger(walkerIndex) || walkerIndex < 0) throw new Error(`not a walker's place: ${walkerIndex}`);
  if (!Number.isSafeInteger(turn) || turn < 0) throw new Error(`not a day's turn: ${turn}`);
  return items[(walkerIndex + turn) % items.length]!;
}
