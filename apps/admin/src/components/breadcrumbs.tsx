import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrail, type Crumb } from '../lib/navigation.ts';

/**
 * The clickable path to this screen. A detail opened directly (no trail) starts from its list;
 * each earlier step keeps the breadcrumbs it had.
 */
export function Breadcrumbs({ current, root }: { current: string; root?: Crumb }) {
  const { t } = useTranslation('admin');
  const steps = useTrail(root);
  return (
    <nav className="breadcrumbs" aria-label={t('layout.breadcrumbs')}>
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}-${step.to}`}>
            <Link to={step.to} state={{ trail: steps.slice(0, index) }}>
              {step.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
