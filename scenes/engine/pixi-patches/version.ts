/**
 * The versions every patch in this folder was checked against. `version.test.ts` fails when the
 * installed ones differ: re-check each patch (its "Remove when"), run the e2e tests it names, then
 * bump these. (Kept free of imports so the test can read them without loading Pixi.)
 */

/** The exact pixi.js version every patch here was checked against. */
export const PATCHED_AGAINST = '8.22.0';

/** The exact @pixi/react version the shallow-destroy and accessibility patches were checked against. */
export const PIXI_REACT_PATCHED_AGAINST = '8.0.5';
