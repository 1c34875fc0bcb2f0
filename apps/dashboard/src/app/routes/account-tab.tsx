import { AccountTab } from '../../features/account/components/account-tab.tsx';

export default function AccountTabRoute() {
  return <AccountTab />;
}
