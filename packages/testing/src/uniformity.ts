/**
 * Pearson's chi² of the characters of `samples` against a uniform draw from `alphabet` (every character
 * of every sample counted), and how many distinct characters were seen. With 66 characters (65 degrees
 * of freedom), p = 0.0001 is at ≈ 117; a `byte % 66` generator scores in the hundreds or thousands.
 */
export function chiSquare(samples: Iterable<string>, alphabet: string): { chi: number; distinct: number } {
  const counts = new Map<string, number>();
  let total = 0;
  for (const sample of samples) {
    for (const character of sample) counts.set(character, (counts.get(character) ?? 0) + 1);
    total += sample.length;
  }
  const expected = total / alphabet.length;
  let chi = 0;
  for (const character of alphabet) chi += ((counts.get(character) ?? 0) - expected) ** 2 / expected;
  return { chi, distinct: counts.size };
}
