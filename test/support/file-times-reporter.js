// Where the browser suite's time goes: each file's time per engine, from the runner's own session statuses (the file
// scheduled to a page, then finished: its page load, module graph and tests). Printed after the run as the ten
// slowest files and each engine's total, so a CI log shows what to cut; BROWSER_FILE_TIMES=path also writes every
// file's time as JSON.
import { writeFileSync } from 'node:fs';

export function fileTimesReporter({ slowest = 10 } = {}) {
  const started = new Map();
  const done = new Set();
  const times = [];
  let rootDir = '';
  return {
    start({ config, sessions }) {
      rootDir = config.rootDir ?? '';
      // A session's status is set in place as often as replaced (update, updateStatus): read them all on each change.
      sessions.on('session-updated', () => {
        for (const session of sessions.all()) {
          if (session.status === 'SCHEDULED' || done.has(session.id)) continue;
          if (!started.has(session.id)) started.set(session.id, Date.now());
          if (session.status !== 'FINISHED') continue;
          done.add(session.id);
          const seconds = (Date.now() - started.get(session.id)) / 1000;
          times.push({ engine: session.browser.name, file: relative(session.testFile, rootDir), seconds });
        }
      });
    },
    onTestRunFinished() {
      if (times.length === 0) return;
      const byEngine = new Map();
      for (const { engine, seconds } of times) byEngine.set(engine, (byEngine.get(engine) ?? 0) + seconds);
      const lines = [...byEngine].map(([engine, total]) => `${engine}: ${total.toFixed(0)} s in files`);
      const top = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, slowest);
      lines.push(
        ...top.map(({ engine, file, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${engine}  ${file}`),
      );
      if (process.env.BROWSER_FILE_TIMES) writeFileSync(process.env.BROWSER_FILE_TIMES, JSON.stringify(times, null, 1));
      setTimeout(() => console.log(`\nSlowest browser files (page, module graph and tests):\n${lines.join('\n')}`), 0);
    },
  };
}

function relative(file, rootDir) {
  return rootDir && file.startsWith(`${rootDir}/`) ? file.slice(rootDir.length + 1) : file;
}
