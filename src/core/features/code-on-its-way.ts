/**
 * What a configuration that needs a feature's code still on its way throws (FeatureChunk.now): the code's `arrival`,
 * which the element waits for before making the configuration again. Apart from feature-chunk.ts, since every
 * element's configuration looks for it: the US ones for their features, the others for the form's field finder when
 * they read the form's country.
 */
export class CodeOnItsWay {
  constructor(readonly arrival: Promise<unknown>) {}
}
