// The web tests' one way to wait: `until(what, check)` calls `check` until it
// returns a true value and returns that value. An exception whose message
// matches `notYet` (a page navigating, a server not listening yet) counts as
// "not yet"; any other fails the test at once with its stack, so a test bug
// shows as itself, never as a timeout. Past the deadline, it fails with
// "timed out: what" (`what` may be a function: its words then, at the end).
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (what) => (typeof what === 'function' ? what() : what);

export function makeUntil({ fail, notYet, pause = 50, timeout = 15000 }) {
  return async function until(what, check, limit = timeout) {
    const deadline = Date.now() + limit;
    for (;;) {
      let value;
      try {
        value = await check();
      } catch (error) {
        if (!notYet.test(String(error?.message))) await fail(`${words(what)}: ${error?.stack ?? error}`);
      }
      if (value) return value;
      if (Date.now() > deadline) await fail(`timed out: ${words(what)}`);
      await sleep(pause);
    }
  };
}
