import { DoorPage } from '../../features/door/components/door-page.tsx';

export default function DoorRoute() {
  return <DoorPage />;
}
