// The elements measured, as a page mounts them, and the texts each figure types into them. The texts were chosen
// from the simulator's answers: `first` lists addresses, and its next key (`nextKey`) changes that list, so the
// next-list figure measures a list that really changed.
export const KEY = 'demo-embedded-key';

export const ELEMENTS = {
  'us-v2': {
    label: '<us-address-autocomplete> v2',
    tag: 'us-address-autocomplete',
    attributes: { 'base-url': '/us-autocomplete', api: 'v2' },
    first: '49 La',
    nextKey: 'k',
  },
  intl: {
    label: '<intl-address-autocomplete> CAN',
    tag: 'intl-address-autocomplete',
    attributes: { 'base-url': '/international-autocomplete', country: 'CAN' },
    first: '12 Ma',
    nextKey: 'i',
  },
};

/**
 * The service's widget, from its adapter (peer.js): the element that wraps its input and that element's attributes,
 * its name for the debounce, and `init` when it is started from script on the input. Only the figures that need no
 * attribute of ours but `debounce` are measured for it.
 */
export function addPeer(adapter) {
  ELEMENTS.peer = {
    label: 'smarty-address',
    tag: adapter.tag,
    attributes: adapter.attributes ?? {},
    debounceAttribute: adapter.debounceAttribute,
    init: adapter.init,
    first: ELEMENTS['us-v2'].first,
    nextKey: ELEMENTS['us-v2'].nextKey,
    peer: true,
  };
}

/** The attributes of one element of `kind`, with the key and any `extra` (debounce, min-chars). */
export function attributesOf(kind, extra = {}) {
  const element = ELEMENTS[kind];
  if (!element.peer) return { 'embedded-key': KEY, ...element.attributes, ...extra };
  const { debounce } = extra;
  const debounceAttribute = element.debounceAttribute;
  return {
    ...element.attributes,
    ...(debounce !== undefined && debounceAttribute ? { [debounceAttribute]: debounce } : {}),
  };
}
