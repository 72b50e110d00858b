import type { ReactElement } from 'react';
import { Icon } from '../../components/icons';
import { type enWhatIsAWallet, useWhatIsAWalletStrings } from '../../i18n/whatIsAWallet';
import { WHAT_IS_A_WALLET_STYLES } from './styles';
import { ShadowStyle } from '../../shadowStyle';

type Key = keyof typeof enWhatIsAWallet;

interface Point {
  /** an inline icon path; these icons live in this chunk, not the first bundle */
  icon: string;
  title: Key;
  body: Key;
}

const POINTS: Point[] = [
  { icon: 'M20 7H5a2 2 0 0 1 0-4h13v4M3 5v14a2 2 0 0 0 2 2h15V7M16 14h.01', title: 'whatIsAWallet.homeTitle', body: 'whatIsAWallet.homeBody' },
  {
    icon: 'M21 2l-2 2m-7.6 7.6a5.5 5.5 0 1 1-7.8 7.8 5.5 5.5 0 0 1 7.8-7.8zm0 0L15.5 7.5m0 0l3 3L22 7l-3-3m-3.5 3.5L19 4',
    title: 'whatIsAWallet.loginTitle',
    body: 'whatIsAWallet.loginBody',
  },
  { icon: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3', title: 'whatIsAWallet.getTitle', body: 'whatIsAWallet.getBody' },
];

/** A short static explainer for visitors new to wallets. */
export function WhatIsAWallet(): ReactElement {
  const twhat = useWhatIsAWalletStrings();
  return (
    <>
      <ShadowStyle css={WHAT_IS_A_WALLET_STYLES} />
      <ul className="wg-points">
        {POINTS.map(({ icon, title, body }) => (
          <li key={title} className="wg-point">
            <span className="wg-point-icon">
              <Icon path={icon} />
            </span>
            <div>
              <h3 className="wg-point-title">{twhat(title)}</h3>
              <p className="wg-point-body">{twhat(body)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
