import { checkPassword, PASSWORD_RULES, type PasswordRule } from '@convite/rules/password';

export type PasswordChecklistLabels = Record<PasswordRule, string> & {
  title: string;
  /** Read after each rule by screen readers ("Cumplido" / "Pendiente"). */
  met: string;
  unmet: string;
};

export type PasswordChecklistProps = {
  password: string;
  labels: PasswordChecklistLabels;
  id?: string;
};

export function PasswordChecklist({ password, labels, id }: PasswordChecklistProps) {
  const result = checkPassword(password);
  return (
    <div className="cv-checklist" id={id}>
      <p className="cv-checklist__title">{labels.title}</p>
      <ul className="cv-checklist__list">
        {PASSWORD_RULES.map((rule) => (
          <li
            key={rule}
            className={`cv-checklist__item${result[rule] ? ' cv-checklist__item--met' : ''}`}
            data-met={result[rule]}
          >
            <span className="cv-checklist__icon" aria-hidden="true">
              {result[rule] ? '✓' : '○'}
            </span>
            <span>{labels[rule]}</span>
            <span className="cv-visually-hidden">{`: ${result[rule] ? labels.met : labels.unmet}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
