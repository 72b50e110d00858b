import webpack from 'webpack';
import { wcWalletWebpackConfig } from '../sandbox/wallets/walletconnect/webpack';
const cfg = wcWalletWebpackConfig();
const t = Date.now();
webpack(cfg, (err, stats) => {
  if (err) { console.error(err); process.exit(1); }
  console.log(stats?.toString({ all: false, errors: true, warnings: true, assets: true }));
  console.log('ms', Date.now() - t);
});
