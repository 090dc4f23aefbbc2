import { createStore } from 'jotai';

/**
 * The one Jotai store of the app. React reads it through <Provider store={store}>; scenes and
 * non-React modules read and write it directly, so scenes never import shell modules.
 */
export const store = createStore();
