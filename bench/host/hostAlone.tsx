/** The host app without WalletGate. */
import { startHost } from './app';

startHost({});
