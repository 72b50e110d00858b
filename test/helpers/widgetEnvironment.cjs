/**
 * The widget tests' environment: jest-fixed-jsdom, with Node's own Uint8Array (web3.js, bitcoinjs' ecc check and
 * @polkadot/util test `instanceof Uint8Array` against what Node's crypto and Buffer return). Set here, in Node's
 * realm, rather than through the config's `globals`: a jest worker receives the config as JSON, which drops a
 * function, so only an in-band run ever saw it.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class WidgetEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.Uint8Array = Uint8Array;
  }
}

module.exports = WidgetEnvironment;
