import { IconSvg } from './icon-svg.tsx';

type Icon = { id: number; name: string; svg: string };

/** The options of an icon picker: each icon's name with its SVG drawn before it. */
export function iconOptions(icons: readonly Icon[]) {
  return icons.map((icon) => ({
    value: icon.id,
    label: icon.name,
    icon: <IconSvg svg={icon.svg} size={24} />,
  }));
}

/** The chosen icon's preview with its name, or the "none" label alone. */
export function IconPreview({ icon, noneLabel }: { icon: Icon | undefined; noneLabel: string }) {
  if (!icon) return <span className="icon-preview">{noneLabel}</span>;
  return (
    <span className="icon-preview">
      <IconSvg svg={icon.svg} size={48} />
      <span>{icon.name}</span>
    </span>
  );
}
