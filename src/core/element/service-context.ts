import type { AddressError } from '../../api/errors.js';
import type { Requests } from '../lookup/verifier.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';

/** What an element's source is made with: the strings it labels options with, and the element's requests. */
export interface ServiceContext {
  strings: () => AddressAutocompleteStrings;
  requests: Requests;
  /** What was wrong in an answer that still came: reported once per configuration, the list shown all the same. */
  report: (problem: AddressError) => void;
  /** The `Referer` to send where the browser would send none (see srcdocReferrer); undefined elsewhere. */
  referrer: string | undefined;
}
