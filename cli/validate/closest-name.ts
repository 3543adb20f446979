/**
 * The known name an operator most likely meant, for "did you mean …" hints; undefined when none
 * is close. Letter case is ignored ("light" → "Light"), and swapping two neighbouring letters
 * counts as one slip ("Ligth" → "Light"), as people type.
 */
export function closestName(written: string, known: readonly string[]): string | undefined {
  const typed = written.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed, name.toLowerCase());
    // One slip per three letters, at least one: "uii" → "ui", but "ab" is not "ui".
    if (distance > Math.max(1, Math.floor(name.length / 3))) continue;
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name;
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}
