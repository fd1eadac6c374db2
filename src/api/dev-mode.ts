/**
 * True in the development build and in the sources; the production build replaces this module with `false`, so that
 * the integrator's long explanations behind `DEV_MODE ? … : …` are left out of what shoppers download.
 */
export const DEV_MODE: boolean = true;
