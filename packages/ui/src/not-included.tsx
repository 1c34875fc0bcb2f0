import { LockIcon } from './icons.tsx';

export type NotIncludedProps = {
  /** "No incluido en tu plan". */
  text: string;
};

/** Shown instead of a control whose feature the wedding's plan lacks. */
export function NotIncluded({ text }: NotIncludedProps) {
  return (
    <span className="cv-not-included">
      <LockIcon size={16} />
      <span>{text}</span>
    </span>
  );
}
