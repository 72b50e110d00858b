import { ConnectButton, type ConnectButtonProps } from './ConnectButton';

export type AccountButtonProps = ConnectButtonProps;

/** The same button as `<ConnectButton/>` (which becomes the account button once connected); kept as a name for it. */
export function AccountButton(props: AccountButtonProps) {
  return <ConnectButton {...props} />;
}
