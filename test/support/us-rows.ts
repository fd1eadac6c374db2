// The US services' answers as the tests read them (no DOM: the Node tests import it too): a suggestion's fields, the
// suggestions of a body, and the display text the elements show for one.

/** One suggestion as the service writes it (v2 or Pro). */
export interface UsRow {
  street_line: string;
  secondary?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  entries?: number;
  entry_id?: string;
  urbanization?: string;
  [field: string]: unknown;
}

export function rowsOf(body: unknown): UsRow[] {
  const suggestions = (body as { suggestions?: UsRow[] | null } | undefined)?.suggestions;
  if (suggestions === undefined) throw new Error(`not a suggestions body: ${JSON.stringify(body)}`);
  return suggestions ?? [];
}

/** The display text (docs/contributing/index.md#style): `street_line secondary, city, state zipcode`. */
export function usLabel(row: UsRow): string {
  const street = [row.street_line, row.secondary ?? ''].filter((part) => part !== '').join(' ');
  const place = [row.state ?? '', row.zipcode ?? ''].filter((part) => part !== '').join(' ');
  return [street, row.urbanization ?? '', row.city ?? '', place].filter((part) => part !== '').join(', ');
}
