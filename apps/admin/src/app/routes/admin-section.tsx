import {
  SectionPlaceholder,
  type AdminSection,
} from '../../features/admin-shell/components/section-placeholder.tsx';

export default function AdminSectionRoute({ section }: { section: AdminSection }) {
  return <SectionPlaceholder section={section} />;
}
