/**
 * The order jest hands files to its workers. With timings from an earlier run (jest's cache), jest's own order
 * stands: failed first, then longest first. Without them (a fresh clone, CI), jest would go by file size, and the
 * browser files, the longest by far, would come last and leave one worker running them alone at the end: here the
 * e2e files go first, then the sandbox's, then the widget's, each by size.
 */
const Sequencer = require('@jest/test-sequencer').default;

const PROJECT_ORDER = ['e2e', 'sandbox', 'widget'];
const rank = (test) => {
  const name = test.context.config.displayName?.name;
  const index = PROJECT_ORDER.indexOf(name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

class WalletGateSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => this.time(test) != null)) return sorted;
    // stable: within a project, jest's size order is kept
    return sorted.map((test, i) => ({ test, i })).sort((a, b) => rank(a.test) - rank(b.test) || a.i - b.i).map((x) => x.test);
  }
}

module.exports = WalletGateSequencer;
