// The demo's only script: the same side-effect entry that a site imports, straight from the sources.
import '../src/define.js';
