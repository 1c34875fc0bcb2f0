import { Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';

export function RootLayout() {
  return (
    <>
      <div className="language-corner">
        <LanguageSwitch />
      </div>
      <Outlet />
    </>
  );
}
