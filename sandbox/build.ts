/** Builds the demo bundles (production mode) with the project's webpack config. */
import webpack from 'webpack';
import { demoConfig } from '../webpack.config';

export function buildDemo(): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(demoConfig('production'), (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'build failed'));
      resolve();
    });
  });
}
