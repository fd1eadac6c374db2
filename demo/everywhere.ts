// everywhere.html's script: the side-effect entry that a site imports, and the page's request meter (meter/).
import '../src/define.js';
import { startMeters } from './meter/start-meters.js';

startMeters(window);
