/**
 * Largest-remainder allocation: splits an amount by integer weights so that the parts add up to the amount exactly.
 * Each part first gets the floor of its exact share; the units left over go, one each, to the parts with the largest
 * remainders (ties to the earlier part). A negative amount (a reversal) is split as its magnitude, then negated, so a
 * reversal undoes an allocation part for part.
 */
export function allocate(amount: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) throw new Error('allocate needs at least one weight');
  if (weights.some((weight) => weight < 0n)) throw new Error('weights must not be negative');
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) throw new Error('weights must not all be zero');
  if (amount < 0n) return allocate(-amount, weights).map((part) => -part);
  const parts = weights.map((weight) => (amount * weight) / total);
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * weight) % total }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
