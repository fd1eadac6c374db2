// The setup most element test files share: each test's requests recorded and the element's expected error reports
// kept off the console.
import { ConsoleStub, FetchRecorder } from './element-helpers.js';

/**
 * Around each test of the calling file: every request recorded (a FetchRecorder with no path filter, handed to `use`
 * before the test) and console.error quieted (the element reports the failures the tests provoke); both removed
 * after the test.
 */
export function recordEachTest(use: (recorder: FetchRecorder) => void): void {
  let recorder: FetchRecorder | undefined;
  let quietConsole: ConsoleStub | undefined;
  beforeEach(() => {
    recorder = new FetchRecorder({ path: null }).install();
    quietConsole = new ConsoleStub('error').install();
    use(recorder);
  });
  afterEach(() => {
    recorder?.restore();
    quietConsole?.restore();
  });
}
