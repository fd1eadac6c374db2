// The three ways of entering one address, as key presses of one rule-following shopper:
// - by hand: every field typed (the region select by type-ahead or arrows), Tab between fields;
// - street-first: the street typed into <address-autocomplete> until the address is listed, then chosen;
// - postal-code-first: the postal code typed into <postal-code-autocomplete> until its place is listed (or chosen by
//   the element itself), chosen, Tab to the street, then the street as in street-first.
// The list rule, the same for every list: after each key the shopper looks at the first `visible` options; when
// one of them is their address (or leads to it: its building, its place), they arrow to it and press Enter. In a
// list that typing cannot narrow (an international group's addresses or details, which start with a Back option)
// they arrow to it wherever it is, the shorter way round (Up from the input goes to the last option).
// A shopper whose list says it matches nothing stops typing into it. Whatever a method leaves wrong or empty (an
// address no list showed) is then typed by hand, so every method ends with the whole address in the form; the run
// fails if it does not.

const GIVE_UP_AFTER = 400; // keys on one list: only a loop in the strategy gets there

/** The form fields of an address, by input name. */
export function wantedFields(address, hasRegion) {
  const { line1, line2, city, region, postal } = address.fields;
  return { address1: line1, address2: line2, city, ...(hasRegion ? { region } : {}), postal };
}

/** Arrows from the active option to option `target`, the shorter way round; returns how many were pressed. */
async function pick(shopper, view, target) {
  const count = view.options.length;
  const down = view.active < 0 ? target + 1 : (target - view.active + count) % count;
  const up = view.active < 0 ? count - target : (view.active - target + count) % count;
  const [key, presses] = down <= up ? ['ArrowDown', down] : ['ArrowUp', up];
  for (let step = 0; step < presses; step++) await shopper.press(key, 'arrows');
  return presses;
}

/**
 * Types `typed` into the element around the field `name`, a character at a time, until an option in `names` is
 * among the first `visible`, and chooses it (and so on down a group) until the element dispatches `event`.
 * @returns {Promise<boolean>} whether the address was chosen (false: the shopper typed everything and never saw it)
 */
async function chooseFromList(shopper, { name, typed, names, visible, event }) {
  const before = await shopper.count(event);
  const characters = [...typed];
  for (let step = 0; step < GIVE_UP_AFTER; step++) {
    if ((await shopper.count(event)) > before) return true;
    const view = await shopper.list(name);
    shopper.note(`${name} "${view.text}" → ${view.options.map((text, index) => `${index}:${text}`).join(' | ')}`);
    const target = view.options.findIndex((text) => names.includes(text));
    const narrowable = !view.kinds.includes('back');
    if (target >= 0 && (target < visible || !narrowable)) {
      const moved = await pick(shopper, view, target);
      const active = (await shopper.list(name)).active;
      if (active !== target) throw new Error(`${moved} arrows left option ${active} active, not ${target}`);
      await shopper.press('Enter', 'enter');
      continue;
    }
    // Typing more only narrows a search: once it matches nothing, the shopper stops using the list.
    if (view.options.length === 0 && view.notice !== '') return false;
    const shown = [...view.text];
    const onTheWay = shown.every((character, index) => characters[index] === character);
    if (!onTheWay || shown.length >= characters.length) return false;
    await shopper.typeCharacter(characters[shown.length]);
  }
  throw new Error(`no choice after ${GIVE_UP_AFTER} keys on "${typed}"`);
}

/** Types what the form still lacks, field by field in tab order, Tab between them. */
async function completeByHand(shopper, wanted) {
  const order = await shopper.tabOrder();
  for (const name of order.filter((field) => field in wanted)) {
    const { fields } = await shopper.values();
    if (fields[name] === wanted[name]) continue;
    await shopper.moveTo(name);
    if (name === 'region') await shopper.editSelect(name, wanted[name]);
    else await shopper.editText(name, wanted[name]);
  }
}

function streetList(address, visible) {
  return { name: 'address1', ...address.street, visible, event: 'verified-address' };
}

/** What each method does, from a fresh form; returns which lists found the address. */
export const METHODS = {
  'by-hand': async (shopper, address, wanted) => {
    await shopper.start('address1');
    await completeByHand(shopper, wanted);
    return {};
  },
  'street-first': async (shopper, address, wanted, visible) => {
    await shopper.start('address1');
    const street = await chooseFromList(shopper, streetList(address, visible));
    await completeByHand(shopper, wanted);
    return { street };
  },
  'postal-first': async (shopper, address, wanted, visible) => {
    await shopper.start('postal');
    const postalList = { name: 'postal', ...address.postal, visible, event: 'postal-code-selected' };
    const postal = await chooseFromList(shopper, postalList);
    await shopper.moveTo('address1');
    const street = await chooseFromList(shopper, streetList(address, visible));
    await completeByHand(shopper, wanted);
    return { postal, street };
  },
};
