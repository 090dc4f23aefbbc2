import { msg } from '@lingui/core/macro';

/** The one offer's price and terms as the sales pages write them (US dollars in every language). */
export const offer = {
  price: msg`$9`,
  terms: msg`one-time payment`,
};
