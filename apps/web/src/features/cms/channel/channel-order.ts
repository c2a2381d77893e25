/** The ids with `moved` put where `target` is (before it when moving up, after it when moving down). */
export function moveTo(ids: readonly number[], moved: number, target: number): number[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const rest = ids.filter((id) => id !== moved);
  rest.splice(to, 0, moved);
  return rest;
}

/** The ids with the one at `index` swapped with its neighbour (`step` -1 up, +1 down). */
export function shift(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const other = index + step;
  if (other < 0 || other >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** The order values saved for siblings in this order: 10, 20, 30, … (room for one inserted later). */
export function prioritiesOf(ids: readonly number[]): { ids: number[]; prioritys: number[] } {
  return { ids: [...ids], prioritys: ids.map((_, index) => (index + 1) * 10) };
}
