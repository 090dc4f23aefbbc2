import { msg } from '@lingui/core/macro';

/** The one offer's price, terms and age range as the sales pages write them (US dollars in every language). */
export const offer = {
  price: msg`$9`,
  terms: msg`one-time payment`,
  /** The age range, as each language writes it ("6–10", "6 a 10"); the dash is kept on one line. */
  ages: msg`6\u2060–\u206010`,
};
