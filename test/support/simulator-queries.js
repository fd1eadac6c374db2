// Lookups for comparing the simulator's answers across its shells and data sources: production URLs of the five
// hosts the elements call, with searches over US, Canadian, British, German, French and Japanese data.

const KEY = 'key=demo-embedded-key';

/** @type {Array<{ name: string, url: string }>} one request per production route */
export const ROUTE_QUERIES = [
  { name: 'US v2', url: `https://us-autocomplete.api.smarty.com/v2/lookup?${KEY}&search=1600+Penn` },
  { name: 'US Pro', url: `https://us-autocomplete-pro.api.smarty.com/lookup?${KEY}&search=1600+Penn` },
  {
    name: 'US Street',
    url: `https://us-street.api.smarty.com/street-address?${KEY}&street=1600+Pennsylvania+Ave+NW&city=Washington&state=DC`,
  },
  {
    name: 'international summary',
    url: `https://international-autocomplete.api.smarty.com/v2/lookup?${KEY}&country=CAN&search=12+Main`,
  },
  {
    name: 'postal code',
    url: `https://international-postal-code.api.smarty.com/lookup?${KEY}&country=DEU&postal_code=10`,
  },
];

/** Searches whose answers must not depend on where the data came from. */
export const DATA_QUERIES = [
  ...ROUTE_QUERIES.map((query) => query.url),
  `https://us-autocomplete.api.smarty.com/v2/lookup?${KEY}&search=1+Main`,
  `https://us-autocomplete.api.smarty.com/v2/lookup?${KEY}&search=2+Pine&prefer_geolocation=none`,
  `https://us-autocomplete.api.smarty.com/v2/lookup?${KEY}&search=1+Main&include_only_states=NY`,
  `https://us-autocomplete-pro.api.smarty.com/lookup?${KEY}&search=5+Elm&prefer_cities=Brooklyn,NY`,
  `https://international-autocomplete.api.smarty.com/v2/lookup?${KEY}&country=GBR&search=10+High+Street`,
  `https://international-autocomplete.api.smarty.com/v2/lookup?${KEY}&country=DEU&search=Hauptstra%C3%9Fe+5`,
  `https://international-autocomplete.api.smarty.com/v2/lookup?${KEY}&country=FRA&search=3+rue+de+Paris`,
  `https://international-autocomplete.api.smarty.com/v2/lookup?${KEY}&country=JPN&search=${encodeURIComponent('東京都千代田区丸の内')}`,
  `https://international-autocomplete.api.smarty.com/v2/lookup?${KEY}&country=JPN&search=1+Tokyo`,
  `https://international-postal-code.api.smarty.com/lookup?${KEY}&country=United+States&postal_code=8030`,
  `https://international-postal-code.api.smarty.com/lookup?${KEY}&country=JP&postal_code=100`,
  `https://international-postal-code.api.smarty.com/lookup?${KEY}&country=250&locality=Paris`,
];
