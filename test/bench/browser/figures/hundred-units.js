// The fetch-level rewrite of the 100-unit figure, run in the page (its source is sent there, so it must stand
// alone): a group row's `entries` becomes 101, and a `selected` expansion answers the base address and 100 units
// ("Unit 101" … "Unit 2005", five a floor), each row otherwise the simulator's own first unit row.
export function hundredUnits(entry, text) {
  const body = JSON.parse(text);
  if (!Array.isArray(body?.suggestions)) return text;
  if (!entry.selected) {
    for (const row of body.suggestions) if (row.entries > 1) row.entries = 101;
    return JSON.stringify(body);
  }
  const [base, unit] = body.suggestions;
  const units = Array.from({ length: 100 }, (_, i) => ({
    ...unit,
    secondary: `Unit ${(Math.floor(i / 5) + 1) * 100 + (i % 5) + 1}`,
    smarty_key: String(5_000_000_000 + i),
  }));
  return JSON.stringify({ suggestions: [base, ...units] });
}
