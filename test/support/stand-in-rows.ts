// Rows of stand-in answers: US Autocomplete v2 suggestions (the shape of the service's, in Reno, NV), numbered so
// that each row's text is its own.

/** A final address (`entries: 0`) at house number `index`; `extra` overrides or adds fields. */
export function usRow(index: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    street_line: `${index} Main St`,
    secondary: '',
    city: 'Reno',
    state: 'NV',
    zipcode: '89501',
    entries: 0,
    ...extra,
  };
}
