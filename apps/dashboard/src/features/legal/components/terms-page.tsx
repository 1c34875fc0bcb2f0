import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SUPPORT_EMAIL } from '../../../config.ts';
import '../legal.css';

type Section = { id: string; title: string; body: string };

// Anchors stay in Spanish in both languages, so a link to a section works whatever the reader's language.
const CONDITIONS: Section[] = [
  {
    id: 'servicio',
    title: 'terms.conditions.service.title',
    body: 'terms.conditions.service.body',
  },
  {
    id: 'vigencia',
    title: 'terms.conditions.validity.title',
    body: 'terms.conditions.validity.body',
  },
  {
    id: 'edad',
    title: 'terms.conditions.eligibility.title',
    body: 'terms.conditions.eligibility.body',
  },
  { id: 'precios', title: 'terms.conditions.prices.title', body: 'terms.conditions.prices.body' },
  { id: 'pagos', title: 'terms.conditions.payments.title', body: 'terms.conditions.payments.body' },
  {
    id: 'facturacion',
    title: 'terms.conditions.invoices.title',
    body: 'terms.conditions.invoices.body',
  },
  {
    id: 'reembolsos',
    title: 'terms.conditions.refunds.title',
    body: 'terms.conditions.refunds.body',
  },
  {
    id: 'quejas',
    title: 'terms.conditions.complaints.title',
    body: 'terms.conditions.complaints.body',
  },
  {
    id: 'contenido',
    title: 'terms.conditions.content.title',
    body: 'terms.conditions.content.body',
  },
  {
    id: 'propiedad',
    title: 'terms.conditions.property.title',
    body: 'terms.conditions.property.body',
  },
  {
    id: 'responsabilidad',
    title: 'terms.conditions.liability.title',
    body: 'terms.conditions.liability.body',
  },
  {
    id: 'cambios-terminos',
    title: 'terms.conditions.changes.title',
    body: 'terms.conditions.changes.body',
  },
  { id: 'ley', title: 'terms.conditions.law.title', body: 'terms.conditions.law.body' },
];

const NOTICE: Section[] = [
  {
    id: 'responsable',
    title: 'terms.notice.controller.title',
    body: 'terms.notice.controller.body',
  },
  { id: 'datos', title: 'terms.notice.data.title', body: 'terms.notice.data.body' },
  { id: 'invitados', title: 'terms.notice.guests.title', body: 'terms.notice.guests.body' },
  { id: 'finalidades', title: 'terms.notice.purposes.title', body: 'terms.notice.purposes.body' },
  {
    id: 'transferencias',
    title: 'terms.notice.transfers.title',
    body: 'terms.notice.transfers.body',
  },
  { id: 'derechos-arco', title: 'terms.notice.rights.title', body: 'terms.notice.rights.body' },
  { id: 'limitar', title: 'terms.notice.limits.title', body: 'terms.notice.limits.body' },
  { id: 'cookies', title: 'terms.notice.cookies.title', body: 'terms.notice.cookies.body' },
  {
    id: 'conservacion',
    title: 'terms.notice.retention.title',
    body: 'terms.notice.retention.body',
  },
  { id: 'cambios-aviso', title: 'terms.notice.changes.title', body: 'terms.notice.changes.body' },
];

const PARTS = [
  { id: 'terminos', title: 'terms.terms', intro: 'terms.conditions.intro', sections: CONDITIONS },
  { id: 'aviso-privacidad', title: 'terms.privacy', intro: 'terms.notice.intro', sections: NOTICE },
];

/** The support address inside a text becomes a mail link. */
function WithEmail({ text }: { text: string }) {
  const pieces = text.split(SUPPORT_EMAIL);
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}
      {piece}
    </Fragment>
  ));
}

/** Paragraphs split by blank lines; lines starting with "- " make a list after the paragraph's lead. */
function Body({ text }: { text: string }) {
  return text.split('\n\n').map((block, index) => {
    const lines = block.split('\n');
    const lead = lines.filter((line) => !line.startsWith('- '));
    const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
    return (
      <Fragment key={index}>
        {lead.length > 0 && (
          <p>
            <WithEmail text={lead.join(' ')} />
          </p>
        )}
        {items.length > 0 && (
          <ul>
            {items.map((item) => (
              <li key={item}>
                <WithEmail text={item} />
              </li>
            ))}
          </ul>
        )}
      </Fragment>
    );
  });
}

/**
 * The Términos y Condiciones and the Aviso de Privacidad (constants of section 9 of the platform
 * specification), with a table of contents; checkout and registration open it in a new tab.
 */
export function TermsPage() {
  const { t } = useTranslation('dashboard');
  // The keys are listed above as literals; t is typed for one key at a time.
  const text = (key: string) => t(key as never, { email: SUPPORT_EMAIL });
  // A link straight to a section (…#derechos-arco) arrives before the text exists: scroll once it does.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
  return (
    <main className="legal">
      <p className="legal__back">
        <Link to="/inicio">{t('terms.back')}</Link>
      </p>
      <h1>{t('terms.title')}</h1>
      <p className="legal__updated">{t('terms.updated')}</p>
      <nav id="indice" className="legal__toc" aria-labelledby="legal-toc">
        <h2 id="legal-toc">{t('terms.contents')}</h2>
        {PARTS.map((part) => (
          <div key={part.id}>
            <a className="legal__toc-part" href={`#${part.id}`}>
              {text(part.title)}
            </a>
            <ul>
              {part.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{text(section.title)}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {PARTS.map((part) => (
        <article key={part.id} className="legal__part" aria-labelledby={part.id}>
          <h2 id={part.id}>{text(part.title)}</h2>
          <p>{text(part.intro)}</p>
          {part.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h3 id={section.id}>{text(section.title)}</h3>
              <Body text={text(section.body)} />
            </section>
          ))}
          <p className="legal__top">
            <a href="#indice">{t('terms.backToTop')}</a>
          </p>
        </article>
      ))}
      <p className="legal__back">
        <Link to="/inicio">{t('terms.back')}</Link>
      </p>
    </main>
  );
}
